import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const page = style({ paddingBlock: vars.space[6], '@media': { print: { paddingBlock: 0 } } })

export const toolbar = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
  marginBottom: vars.space[4],
})

export const toolbarText = style({ margin: 0, color: vars.color.textMuted })

export const poster = style({
  background: vars.color.surface,
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.card,
  '@media': {
    [breakpoints.tablet]: { padding: vars.space[6] },
    print: { border: 'none', boxShadow: 'none', padding: 0, borderRadius: 0 },
  },
})

export const posterHeader = style({ textAlign: 'center', marginBottom: vars.space[4] })

export const posterTitle = style({
  fontSize: vars.fontSize['3xl'],
  color: vars.color.primary,
  margin: 0,
  '@media': { print: { fontSize: '26pt' } },
})

export const posterIntro = style({ margin: `${vars.space[1]} 0 0`, color: vars.color.textMuted })

export const keyBox = style({
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.sm,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  marginBottom: vars.space[5],
  breakInside: 'avoid',
})

export const keyTitle = style({ fontSize: vars.fontSize.md, margin: `0 0 ${vars.space[1]}` })

export const key = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[1]} ${vars.space[4]}`,
  listStyle: 'none',
  padding: 0,
  margin: 0,
  fontSize: vars.fontSize.sm,
})

export const keyEntry = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[1] })

export const code = style({
  display: 'inline-grid',
  placeItems: 'center',
  minWidth: '1.6em',
  height: '1.6em',
  paddingInline: '0.2em',
  borderRadius: vars.radius.pill,
  background: vars.color.warning,
  color: '#ffffff',
  fontWeight: 800,
  fontSize: '0.8em',
  printColorAdjust: 'exact',
})

export const keyNote = style({ margin: `${vars.space[1]} 0 0`, fontSize: vars.fontSize.sm, color: vars.color.textMuted })

// One column on a phone; two on a tablet, a desktop and on paper.
export const columns = style({
  columnCount: 1,
  columnGap: vars.space[6],
  '@media': { [breakpoints.tablet]: { columnCount: 2 }, print: { columnCount: 2, columnGap: '10mm' } },
})

export const group = style({ breakInside: 'avoid', marginBottom: vars.space[5], '@media': { print: { marginBottom: vars.space[4] } } })

export const groupTitle = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  borderBottom: `2px solid ${vars.color.primary}`,
  paddingBottom: vars.space[1],
  marginBottom: vars.space[2],
  breakAfter: 'avoid',
})

export const rows = style({ listStyle: 'none', padding: 0, margin: 0 })

export const row = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space[2],
  breakInside: 'avoid',
  paddingBlock: vars.space[1],
})

export const dish = style({ minWidth: 0, overflowWrap: 'anywhere' })

// A dotted leader from the dish to its price, as on a printed menu.
export const dots = style({ flex: '1 1 1rem', minWidth: '1rem', borderBottom: `2px dotted ${vars.color.border}`, alignSelf: 'center' })

export const rowPrice = style({ whiteSpace: 'nowrap' })

export const codes = style({
  marginLeft: vars.space[2],
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  whiteSpace: 'nowrap',
})

export const posterFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
  marginTop: vars.space[5],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.border}`,
  breakInside: 'avoid',
  '@media': { print: { flexWrap: 'nowrap' } },
})

export const posterFooterText = style({ flex: '1 1 12rem', textAlign: 'center', margin: 0, fontWeight: 600 })

export const qr = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm, breakInside: 'avoid', flex: '0 0 auto' })

export const qrImage = style({ display: 'block', marginInline: 'auto', width: 120, height: 120 })

export const qrUrl = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: '0.75rem',
  overflowWrap: 'anywhere',
  maxWidth: '12rem',
})
