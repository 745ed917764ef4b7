import { style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, vars } from './theme.css'

export const container = style({
  width: '100%',
  maxWidth: vars.layout.maxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
})

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

const buttonBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  border: '2px solid transparent',
  fontWeight: 700,
  fontSize: vars.fontSize.md,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: 'background-color 120ms ease',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

export const button = styleVariants({
  primary: [
    buttonBase,
    { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover } } },
  ],
  secondary: [buttonBase, { background: vars.color.secondary, color: vars.color.onSecondary }],
  outline: [buttonBase, { background: vars.color.surface, color: vars.color.primary, borderColor: vars.color.primary }],
})

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space[5],
})

export const section = style({ paddingBlock: vars.space[7] })

/** A button that reads as a link: for secondary actions beside a form ("Use another e-mail"). */
export const textButton = style({
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[1]}`,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.6, cursor: 'not-allowed' } },
})

/** A Radix tab trigger drawn as a pill; the active one is filled. */
export const pillTab = style({
  flex: '0 0 auto',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { background: vars.color.primary, color: vars.color.onPrimary },
    '&:hover': { background: vars.color.surfaceMuted },
    '&[data-state="active"]:hover': { background: vars.color.primaryHover },
  },
})

/** A list of cards: one column on a phone, two from a tablet up. */
export const cardGrid = style({
  listStyle: 'none',
  padding: 0,
  margin: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})
