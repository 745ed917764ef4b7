import { keyframes, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const teaser = style({ display: 'flex', gap: vars.space[4], alignItems: 'flex-start', color: vars.color.text })

export const link = style({ textDecoration: 'none', selectors: { '&:hover': { boxShadow: vars.shadow.raised } } })

export const icon = style({
  flex: '0 0 auto',
  display: 'grid',
  placeItems: 'center',
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  background: '#1d4ed8',
  color: '#ffffff',
  fontWeight: 800,
  fontSize: vars.fontSize.xl,
})

export const body = style({ display: 'grid', gap: vars.space[1], minWidth: 0 })

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], alignItems: 'center', color: vars.color.textMuted })

export const clamp = style({ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' })

export const counts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})

export const viewAll = style({ color: vars.color.primary, fontWeight: 700 })

export const demo = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
})

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinner = style({
  width: 24,
  height: 24,
  borderRadius: '50%',
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
