import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const hero = style({
  background: `linear-gradient(135deg, ${vars.color.primary} 0%, #9333ea 100%)`,
  color: vars.color.onPrimary,
  paddingBlock: vars.space[8],
})

export const heroTitle = style({
  fontSize: vars.fontSize['3xl'],
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['4xl'] } },
})

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginTop: vars.space[5] })

export const heroButton = style({
  background: vars.color.surface,
  color: vars.color.primary,
  selectors: { '&:hover': { background: vars.color.surfaceMuted } },
})

export const grid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const twoColumns = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: '1fr',
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const price = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800, color: vars.color.primary, margin: 0 })

export const swatch = style({ display: 'block', height: 6, borderRadius: vars.radius.pill, marginBottom: vars.space[3] })

export const muted = style({ color: vars.color.textMuted })

export const hoursList = style({ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: `${vars.space[1]} ${vars.space[4]}` })
