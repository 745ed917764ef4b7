import { style } from '@vanilla-extract/css'

// The busy-now chart in Payload's admin theme (light and dark), the same geometry as the site's.
export const figure = style({ margin: 0, display: 'grid', gap: 'calc(var(--base) * 0.4)' })
export const caption = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 'calc(var(--base) * 0.5)' })
export const legend = style({ color: 'var(--theme-elevation-600)' })
export const plot = style({ display: 'grid', gap: 'calc(var(--base) * 0.25)' })
export const svg = style({ display: 'block', width: '100%', height: '7.5rem', borderBottom: '1px solid var(--theme-elevation-150)' })
export const bar = style({ fill: 'var(--theme-success-500)' })
export const capacity = style({ stroke: 'var(--theme-elevation-600)', strokeWidth: 1.5, strokeDasharray: '5 4' })
export const axis = style({ display: 'grid' })
export const axisLabel = style({ textAlign: 'center', whiteSpace: 'nowrap', fontSize: '0.8125rem', color: 'var(--theme-elevation-600)' })
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
})
