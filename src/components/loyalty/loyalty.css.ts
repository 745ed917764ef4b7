import { keyframes, style } from '@vanilla-extract/css'
import { cardGrid, pillTab } from '@/styles/primitives.css'
import { breakpoints, vars } from '@/styles/theme.css'

export const screen = style({ display: 'grid', gap: vars.space[5], minWidth: 0 })

export const entry = style({ display: 'grid', gap: vars.space[4], maxWidth: '40rem', minWidth: 0 })

export const topBar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
})

export const homeLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  fontWeight: 700,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  overflowWrap: 'anywhere',
  selectors: { '&:focus': { outline: 'none' } },
})

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' })

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const breakWord = style({ overflowWrap: 'anywhere', maxWidth: '100%' })

// Two by two on a phone, four across from tablet width.
export const stats = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', gap: vars.space[4] } },
})

export const stat = style({
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space[3],
  minWidth: 0,
  '@media': { [breakpoints.tablet]: { padding: vars.space[5] } },
})

export const statLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, fontWeight: 700 })

export const statValue = style({
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  color: vars.color.primary,
  overflowWrap: 'anywhere',
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['2xl'] } },
})

export const levelBadge = style({
  justifySelf: 'start',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: 800,
})

export const progressBox = style({ display: 'grid', gap: vars.space[2] })

export const progressHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  flexWrap: 'wrap',
  fontWeight: 700,
})

export const progress = style({
  width: '100%',
  height: '1rem',
  appearance: 'none',
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceMuted,
  color: vars.color.primary,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceMuted },
    '&::-webkit-progress-value': { background: vars.color.primary },
    '&::-moz-progress-bar': { background: vars.color.primary },
  },
})

// Tabs stay on one line and scroll sideways on a narrow phone.
export const tabList = style({
  display: 'flex',
  gap: vars.space[2],
  overflowX: 'auto',
  paddingBlock: vars.space[1],
  paddingInline: 2,
  marginBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
  scrollbarWidth: 'thin',
})

export const tab = style([pillTab, { whiteSpace: 'nowrap' }])

export const panel = style({ minWidth: 0 })

export const cards = cardGrid

export const itemCard = style({
  display: 'grid',
  gap: vars.space[2],
  alignContent: 'start',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space[4],
  minWidth: 0,
})

export const earnedCard = style([itemCard, { borderColor: vars.color.success, borderWidth: 2 }])

export const itemHead = style({ display: 'flex', gap: vars.space[3], alignItems: 'flex-start' })

export const icon = style({ fontSize: vars.fontSize['2xl'], lineHeight: 1, flex: '0 0 auto' })

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, overflowWrap: 'anywhere' })

export const itemText = style({ margin: 0 })

export const itemFoot = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
  marginTop: vars.space[2],
})

export const cost = style({ fontWeight: 800, color: vars.color.primary })

export const value = style({ fontWeight: 700, color: vars.color.accent })

export const earnedBadge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: '#ffffff',
  fontWeight: 800,
})

export const rewardBadge = style({ fontWeight: 800, color: vars.color.accent })

export const history = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid' })

export const historyRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space[3],
  paddingBlock: vars.space[3],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const historyText = style({ display: 'grid', gap: vars.space[1], minWidth: 0, overflowWrap: 'anywhere' })

export const pointsEarned = style({ fontWeight: 800, color: vars.color.success, whiteSpace: 'nowrap' })

export const pointsSpent = style({ fontWeight: 800, color: vars.color.danger, whiteSpace: 'nowrap' })

export const empty = style({
  textAlign: 'center',
  padding: vars.space[5],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  margin: 0,
})

export const redeemed = style({
  display: 'grid',
  gap: vars.space[2],
  background: '#ecfdf5',
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  overflowWrap: 'anywhere',
})

export const code = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  letterSpacing: '0.08em',
})

export const failure = style({
  margin: 0,
  padding: vars.space[3],
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.sm,
  color: vars.color.danger,
  background: '#fef2f2',
  overflowWrap: 'anywhere',
})

export const notice = style({
  margin: 0,
  padding: vars.space[3],
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  background: '#fffbeb',
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const loading = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], paddingBlock: vars.space[4] })

export const loadingRing = style({
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 900ms linear infinite`,
  flex: '0 0 auto',
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const sectionTitle = style({ fontSize: vars.fontSize.lg, margin: 0 })
