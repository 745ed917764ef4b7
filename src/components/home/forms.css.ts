import { style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const form = style({ display: 'grid', gap: vars.space[4] })

// Holds the message form's place while its code loads, so the page below does not jump.
export const formPlaceholder = style({ minHeight: '30rem', display: 'grid', alignContent: 'center' })

export const field = style({ display: 'grid', gap: vars.space[1] })

export const label = style({ fontWeight: 700 })

export const control = style({
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.textMuted}`,
  borderRadius: vars.radius.sm,
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  selectors: { '&[aria-invalid="true"]': { borderColor: vars.color.danger, borderWidth: 2 } },
})

export const error = style({ color: vars.color.danger, fontSize: vars.fontSize.sm, margin: 0 })

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

export const honeypot = style({ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' })

export const fieldRow = style({ display: 'grid', gap: vars.space[4], gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' })
