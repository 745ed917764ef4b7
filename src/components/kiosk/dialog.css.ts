import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(28, 25, 23, 0.6)', zIndex: 50 })

export const content = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(36rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  display: 'grid',
  gap: vars.space[4],
  padding: vars.space[6],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.raised,
  fontSize: vars.fontSize.lg,
})

export const video = style({ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', background: '#000', borderRadius: vars.radius.md })
