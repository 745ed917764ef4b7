import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

export const amounts = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(6.5rem, 1fr))',
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
})

export const amountOption = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  minHeight: '3rem',
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[3],
  fontSize: vars.fontSize.lg,
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.primary, background: '#f5f3ff' } },
})

export const amountRadio = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.primary })

export const terms = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, margin: 0 })

/** The printable voucher: a bordered card on screen, the only thing on the page on paper. */
export const voucher = style({
  border: `3px dashed ${vars.color.primary}`,
  borderRadius: vars.radius.md,
  padding: vars.space[6],
  display: 'grid',
  gap: vars.space[3],
  background: vars.color.surface,
  maxWidth: '40rem',
  wordBreak: 'break-word',
})

export const voucherCode = style({
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  fontSize: 'clamp(1.1rem, 5vw, 1.75rem)',
  fontWeight: 800,
  letterSpacing: '0.05em',
  margin: 0,
})

export const voucherValue = style({ fontSize: '2.5rem', fontWeight: 800, margin: 0, color: vars.color.primary })

export const printOnlyHidden = style({})

globalStyle(`${printOnlyHidden}`, { '@media': { print: { display: 'none' } } })
globalStyle('body', { '@media': { print: { background: '#fff' } } })
globalStyle(`${voucher}`, { '@media': { print: { border: '3px dashed #000', maxWidth: 'none', breakInside: 'avoid' } } })
// On paper, only the voucher: the site's header and footer stay on screen.
globalStyle(`body:has(${voucher}) header, body:has(${voucher}) footer`, { '@media': { print: { display: 'none' } } })
