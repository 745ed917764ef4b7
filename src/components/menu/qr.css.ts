import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const qrBlock = style({ display: 'grid', justifyItems: 'center', gap: vars.space[3], textAlign: 'center' })

export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  width: 'min(100%, 400px)',
  aspectRatio: '1 / 1',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})

export const qrImage = style({ width: '100%', height: 'auto' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], justifyContent: 'center' })

export const hidden = style({ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0, 0, 0, 0)', whiteSpace: 'nowrap' })

export const tips = style({ textAlign: 'left', maxWidth: '36rem', marginInline: 'auto' })
