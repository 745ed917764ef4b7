import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const list = style({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: vars.space[4], maxWidth: '44rem' })

export const post = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  boxShadow: vars.shadow.card,
})

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  alignItems: 'center',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  marginBottom: vars.space[2],
})

export const newBadge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: '#ffffff',
  fontWeight: 800,
})

export const typeBadge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  textTransform: 'capitalize',
})

export const counts = style({
  display: 'flex',
  gap: vars.space[4],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  margin: `${vars.space[2]} 0 0`,
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], marginBlock: vars.space[5] })
