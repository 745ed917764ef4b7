import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const skipLink = style({
  position: 'absolute',
  left: vars.space[2],
  top: '-100px',
  zIndex: 200,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  borderRadius: vars.radius.sm,
  selectors: { '&:focus': { top: vars.space[2] } },
})
