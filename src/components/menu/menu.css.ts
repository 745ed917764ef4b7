import { style } from '@vanilla-extract/css'
import { cardGrid, pillTab } from '@/styles/primitives.css'
import { vars } from '@/styles/theme.css'

export const stickyBar = style({
  position: 'sticky',
  top: vars.layout.headerHeight,
  zIndex: 5,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space[2],
})

export const barInner = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
})

export const barLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  minHeight: 44,
  paddingInline: vars.space[2],
  fontWeight: 700,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { textDecoration: 'underline' } },
})

export const intro = style({ color: vars.color.textMuted, fontSize: vars.fontSize.lg })

export const allergenBox = style({
  border: `2px solid ${vars.color.warning}`,
  background: '#fffbeb',
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  marginBlock: vars.space[5],
})

export const allergenTitle = style({ fontSize: vars.fontSize.lg })

export const allergenText = style({ margin: 0 })

// The tabs wrap onto a second line on a phone rather than hiding behind a sideways scroll.
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  paddingBottom: vars.space[2],
  marginBottom: vars.space[4],
  borderBottom: `1px solid ${vars.color.border}`,
})

export const tab = pillTab

export const panel = style({ borderRadius: vars.radius.md })

export const items = cardGrid

export const item = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  boxShadow: vars.shadow.card,
})

export const itemHead = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3], alignItems: 'baseline' })

export const itemName = style({ fontSize: vars.fontSize.lg, margin: 0, overflowWrap: 'anywhere' })

export const price = style({ fontWeight: 800, color: vars.color.primary, whiteSpace: 'nowrap' })

export const popular = style({
  display: 'inline-block',
  marginLeft: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  verticalAlign: 'middle',
})

export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[1],
  listStyle: 'none',
  padding: 0,
  margin: `${vars.space[2]} 0 0`,
})

export const allergen = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.warning}`,
  color: vars.color.warning,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const allergenFree = style([allergen, { borderColor: vars.color.success, color: vars.color.success }])

export const photo = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  marginBottom: vars.space[3],
})

export const description = style({ margin: `${vars.space[2]} 0 0` })

export const gourmet = style({ fontStyle: 'italic', color: vars.color.textMuted, margin: `${vars.space[2]} 0 0` })

export const footerNote = style({ textAlign: 'center', color: vars.color.textMuted, marginTop: vars.space[6] })

export const empty = style({
  textAlign: 'center',
  padding: vars.space[6],
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})

export const emptyTitle = style({ fontWeight: 700, fontSize: vars.fontSize.lg })
