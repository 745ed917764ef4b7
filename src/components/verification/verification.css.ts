import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const panel = style({ display: 'grid', gap: vars.space[4], maxWidth: '36rem', minWidth: 0 })

export const heading = style({ margin: 0, fontSize: vars.fontSize['2xl'], overflowWrap: 'anywhere' })

export const intro = style({ margin: 0, color: vars.color.textMuted })

export const form = style({ display: 'grid', gap: vars.space[4] })

export const codeInput = style({
  fontSize: vars.fontSize.xl,
  letterSpacing: '0.3em',
  fontVariantNumeric: 'tabular-nums',
  maxWidth: '14rem',
})

export const sentTo = style({ overflowWrap: 'anywhere' })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3], alignItems: 'center' })

const message = style({ margin: 0, borderRadius: vars.radius.sm, overflowWrap: 'anywhere' })

export const alert = style([
  message,
  {
    selectors: {
      '&:not(:empty)': {
        padding: vars.space[3],
        border: `2px solid ${vars.color.danger}`,
        color: vars.color.danger,
        background: '#fef2f2',
      },
    },
  },
])

export const status = style([
  message,
  { selectors: { '&:not(:empty)': { padding: vars.space[3], border: `2px solid ${vars.color.success}`, background: '#ecfdf5' } } },
])
