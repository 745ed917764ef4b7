import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '@/styles/theme.css'

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 1rem))' }, to: { transform: 'translateX(0)' } })
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
})

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  right: 0,
  zIndex: 100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
  width: 'min(24rem, 100vw)',
  margin: 0,
  padding: vars.space[4],
  listStyle: 'none',
  outline: 'none',
})

const base = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space[2],
  alignItems: 'start',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} 150ms ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: 'transform 200ms ease-out' },
    '&[data-swipe="end"]': { animation: `${swipeOut} 100ms ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})

export const toast = styleVariants({
  default: [base, { background: vars.color.surface, color: vars.color.text }],
  success: [base, { background: vars.color.surface, color: vars.color.text, borderLeft: `6px solid ${vars.color.success}` }],
  destructive: [base, { background: vars.color.danger, color: vars.color.onDanger, borderColor: vars.color.danger }],
})

export const title = style({ fontWeight: 700, margin: 0 })
export const description = style({ margin: 0, fontSize: vars.fontSize.sm })
export const close = style({
  minWidth: 32,
  minHeight: 32,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  cursor: 'pointer',
})
