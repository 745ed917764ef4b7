import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

/** Read at arm's length on a tablet: everything a size up from the site's. */
export const shell = style({ flex: 1, display: 'flex', flexDirection: 'column', fontSize: vars.fontSize.lg, lineHeight: 1.5 })

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  padding: `${vars.space[3]} ${vars.space[5]}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
})

export const venueName = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 800 })

export const headerTag = style({ fontWeight: 700 })

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '62rem',
  marginInline: 'auto',
  padding: `${vars.space[5]} ${vars.space[4]}`,
  display: 'grid',
  alignContent: 'start',
  gap: vars.space[5],
  minWidth: 0,
  outline: 'none',
  '@media': { [breakpoints.tablet]: { padding: `${vars.space[6]} ${vars.space[5]}` } },
})

export const screen = style({ display: 'grid', gap: vars.space[5], minWidth: 0 })

export const panel = style({
  display: 'grid',
  gap: vars.space[4],
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space[5],
  '@media': { [breakpoints.tablet]: { padding: vars.space[6] } },
})

/** Headings take focus when a screen changes; the move itself is the cue, not a ring. */
const focusTarget = { outline: 'none' } as const

export const title = style({ margin: 0, fontSize: vars.fontSize['3xl'], overflowWrap: 'anywhere', selectors: { '&:focus': focusTarget } })
export const subtitle = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  overflowWrap: 'anywhere',
  selectors: { '&:focus': focusTarget },
})
export const smallHeading = style({ margin: 0, fontSize: vars.fontSize.xl })

export const lead = style({ margin: 0, fontSize: vars.fontSize.xl })
export const muted = style({ margin: 0, color: vars.color.textMuted })
export const text = style({ margin: 0 })
export const prewrap = style({ margin: 0, whiteSpace: 'pre-line' })

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' })

export const form = style({ display: 'grid', gap: vars.space[4] })

export const field = style({ display: 'grid', gap: vars.space[2] })

export const label = style({ fontWeight: 700 })

export const input = style({
  width: '100%',
  minHeight: 56,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `2px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.md,
  font: 'inherit',
  fontSize: vars.fontSize.xl,
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 3 } },
})

export const plateInput = style([input, { maxWidth: '14rem', textTransform: 'uppercase', letterSpacing: '0.08em', fontWeight: 700 }])

export const fieldError = style({ margin: 0, color: vars.color.danger, fontWeight: 700 })

export const hint = style({ margin: 0, color: vars.color.textMuted })

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: 56,
  minWidth: 56,
  padding: `${vars.space[2]} ${vars.space[6]}`,
  borderRadius: vars.radius.pill,
  border: '3px solid transparent',
  font: 'inherit',
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&:disabled': {
      cursor: 'not-allowed',
      background: vars.color.surfaceMuted,
      color: vars.color.textMuted,
      borderColor: vars.color.border,
    },
  },
})

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  success: [buttonBase, { background: vars.color.success, color: vars.color.onPrimary }],
  secondary: [buttonBase, { background: vars.color.secondary, color: vars.color.onSecondary }],
  outline: [buttonBase, { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary }],
})

export const wide = style({ width: '100%' })

export const searchRow = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})

/** The two ways in, side by side from tablet width. */
export const startGrid = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start' } },
})

const noticeBase = style({
  display: 'grid',
  gap: vars.space[1],
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  borderLeft: '8px solid',
})

export const notice = styleVariants({
  error: [noticeBase, { background: '#fef2f2', borderColor: vars.color.danger, color: vars.color.text }],
  info: [noticeBase, { background: '#eff6ff', borderColor: vars.color.focus, color: vars.color.text }],
  success: [noticeBase, { background: '#f0fdf4', borderColor: vars.color.success, color: vars.color.text }],
})

export const noticeTitle = style({ margin: 0, fontWeight: 800, fontSize: vars.fontSize.xl })

/** An empty live region keeps its place so the first message is announced. */
export const liveRegion = style({ selectors: { '&:empty': { display: 'none' } } })

export const checkboxRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[4],
  minHeight: 56,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.success, background: '#f0fdf4' } },
})

export const checkbox = style({ flex: '0 0 auto', width: 32, height: 32, margin: 0, accentColor: vars.color.success, cursor: 'pointer' })

/** Long CMS texts scroll inside their box; the box is focusable so a keyboard can scroll it. */
export const scrollText = style({
  maxHeight: '14rem',
  overflowY: 'auto',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  whiteSpace: 'pre-line',
})

export const details = style({
  display: 'grid',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  margin: 0,
})

globalStyle(`${details} dt`, { fontWeight: 700, color: vars.color.textMuted })
globalStyle(`${details} dd`, { margin: 0, fontWeight: 700, overflowWrap: 'anywhere' })

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: `${vars.space[2]} ${vars.space[6]}`,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  background: vars.color.surfaceMuted,
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: 700,
  textAlign: 'center',
})

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[3] })

export const fieldset = style({ display: 'grid', gap: vars.space[3], border: 0, padding: 0, margin: 0, minWidth: 0 })

export const counter = style({ display: 'grid', gap: vars.space[2] })

export const counterValue = style({ minWidth: '3ch', textAlign: 'center', fontSize: vars.fontSize['2xl'], fontWeight: 800 })

export const counters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[6] })

export const choice = style([
  checkboxRow,
  { selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: '#f5f3ff' } } },
])

globalStyle(`${choice} input`, { accentColor: vars.color.primary })

export const focusBox = style({ outline: 'none' })
