import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const page = style({ textAlign: 'center' })

export const lead = style({ color: vars.color.textMuted, maxWidth: '36rem', marginInline: 'auto' })

export const qrBlock = style({ display: 'grid', justifyItems: 'center', gap: vars.space[3], marginTop: vars.space[5] })

export const qrFrame = style({
  display: 'grid',
  placeItems: 'center',
  width: 'min(100%, 400px)',
  aspectRatio: '1 / 1',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  overflow: 'hidden',
})

export const qrImage = style({ display: 'block', width: '100%', height: 'auto' })

export const pending = style({ margin: 0, color: vars.color.textMuted, fontWeight: 600 })

export const linkLine = style({ margin: 0, maxWidth: '100%' })

export const link = style({ overflowWrap: 'anywhere', fontWeight: 600 })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], justifyContent: 'center' })

export const tips = style({ textAlign: 'left', maxWidth: '36rem', marginInline: 'auto', marginTop: vars.space[6] })

export const tipsTitle = style({ fontSize: vars.fontSize.lg })

export const tipList = style({ margin: 0, paddingLeft: vars.space[5], display: 'grid', gap: vars.space[2] })
