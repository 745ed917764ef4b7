import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})

export const sidebar = style({ display: 'grid', gap: vars.space[4], alignContent: 'start' })

export const packages = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space[3] })

export const packageItem = style({ border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm, padding: vars.space[3] })

export const recommended = style([packageItem, { borderColor: vars.color.primary, borderWidth: 2 }])

export const packageHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[2],
  alignItems: 'baseline',
  flexWrap: 'wrap',
})

export const badge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

export const price = style({ fontWeight: 800, color: vars.color.primary })

export const fieldset = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  margin: 0,
  display: 'grid',
  gap: vars.space[4],
})

export const legend = style({ fontWeight: 800, fontSize: vars.fontSize.lg, padding: `0 ${vars.space[2]}` })
