import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const footer = style({
  marginTop: 'auto',
  background: '#292524',
  color: '#f5f5f4',
  paddingBlock: vars.space[7],
})

export const columns = style({
  display: 'grid',
  gap: vars.space[6],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const heading = style({ fontSize: vars.fontSize.lg, color: '#ffffff' })

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space[2] })

export const link = style({ color: '#f5f5f4', selectors: { '&:hover': { color: '#ffffff' } } })

export const muted = style({ color: '#d6d3d1' })

export const bottom = style({
  marginTop: vars.space[6],
  paddingTop: vars.space[4],
  borderTop: '1px solid #57534e',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[4],
  justifyContent: 'space-between',
  color: '#d6d3d1',
  fontSize: vars.fontSize.sm,
})
