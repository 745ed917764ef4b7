import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 50,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  minHeight: vars.layout.headerHeight,
  gap: vars.space[4],
})

export const brand = style({
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: vars.fontSize.lg,
  color: vars.color.primary,
  textDecoration: 'none',
})

export const desktopNav = style({
  display: 'none',
  '@media': { [breakpoints.desktop]: { display: 'flex', gap: vars.space[2], alignItems: 'center' } },
})

export const navLink = style({
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const bookLink = style([
  navLink,
  { background: vars.color.primary, color: vars.color.onPrimary, selectors: { '&:hover': { background: vars.color.primaryHover } } },
])

export const menuToggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 44,
  minHeight: 44,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  '@media': { [breakpoints.desktop]: { display: 'none' } },
})

export const mobileNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  paddingBlock: vars.space[3],
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
})

export const mobileMenuPanel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
  '@media': { [breakpoints.desktop]: { display: 'none' } },
})
