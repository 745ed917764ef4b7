import { style } from '@vanilla-extract/css'
import { visuallyHidden } from '@/styles/primitives.css'
import { vars } from '@/styles/theme.css'

export const sessionRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  alignItems: 'center',
  padding: vars.space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const sessionLabel = style({ fontWeight: 800, fontSize: vars.fontSize.xl })

export const places = style({ fontWeight: 700, color: vars.color.success })

/** A session no longer open (finished, full): said plainly, not in the colour of places left. */
export const closed = style({ fontWeight: 700, color: vars.color.textMuted })

export const priceRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  padding: `${vars.space[2]} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const recommended = style({
  marginLeft: vars.space[2],
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontWeight: 800,
  fontSize: vars.fontSize.md,
})

export const hiddenText = visuallyHidden
