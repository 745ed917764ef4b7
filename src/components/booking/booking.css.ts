import { keyframes, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})

export const stack = style({ display: 'grid', gap: vars.space[4] })

export const sticky = style({
  '@media': { [breakpoints.desktop]: { position: 'sticky', top: `calc(${vars.layout.headerHeight} + 1rem)` } },
})

export const ticket = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[3],
  flexWrap: 'wrap',
})

export const counter = style({ display: 'flex', alignItems: 'center', gap: vars.space[3] })

export const countButton = style({
  width: 44,
  height: 44,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  color: vars.color.primary,
  fontSize: vars.fontSize.xl,
  fontWeight: 800,
  cursor: 'pointer',
  selectors: { '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
})

export const count = style({ minWidth: '2ch', textAlign: 'center', fontSize: vars.fontSize.xl, fontWeight: 800 })

export const banner = style({
  background: '#ecfdf5',
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
})

export const note = style({
  background: '#fffbeb',
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
})

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3] })

export const total = style([
  summaryRow,
  {
    fontWeight: 800,
    fontSize: vars.fontSize.lg,
    borderTop: `1px solid ${vars.color.border}`,
    paddingTop: vars.space[2],
    marginTop: vars.space[2],
  },
])

export const slots = style({ display: 'grid', gap: vars.space[2], listStyle: 'none', padding: 0, margin: 0 })

export const slot = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[2],
  width: '100%',
  minHeight: 44,
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, background: '#f5f3ff' },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
})

export const slotBadge = style({
  padding: `0 ${vars.space[2]}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  fontWeight: 800,
  background: vars.color.danger,
  color: vars.color.onDanger,
})

export const lowBadge = style([slotBadge, { background: vars.color.warning }])

export const checkboxRow = style({ display: 'flex', gap: vars.space[3], alignItems: 'flex-start' })

export const checkbox = style({ width: 22, height: 22, marginTop: 2, flex: '0 0 auto' })

export const terms = style({ maxHeight: '12rem', overflowY: 'auto', fontSize: vars.fontSize.sm, paddingLeft: vars.space[5] })

export const spinner = style({ display: 'grid', placeItems: 'center', alignContent: 'center', gap: vars.space[3], minHeight: '12rem' })

const spin = keyframes({ to: { transform: 'rotate(360deg)' } })

export const spinnerRing = style({
  width: 40,
  height: 40,
  borderRadius: vars.radius.pill,
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '3s' } },
})

export const failure = style({ color: vars.color.danger, fontWeight: 700, margin: 0 })

export const testBox = style({
  border: `2px dashed ${vars.color.warning}`,
  background: '#fffbeb',
  borderRadius: vars.radius.md,
  padding: vars.space[4],
})

export const dialogOverlay = style({ position: 'fixed', inset: 0, background: 'rgba(15, 23, 42, 0.55)', zIndex: 50 })

export const dialogContent = style({
  position: 'fixed',
  zIndex: 51,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(32rem, calc(100vw - 2rem))',
  maxHeight: 'calc(100vh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  borderRadius: vars.radius.md,
  padding: vars.space[5],
  display: 'grid',
  gap: vars.space[3],
  boxShadow: '0 20px 40px rgba(15, 23, 42, 0.3)',
})

export const dialogActions = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', justifyContent: 'flex-end' })

export const promoRow = style({ display: 'flex', gap: vars.space[2], alignItems: 'stretch', flexWrap: 'wrap' })

export const promoInput = style({ flex: '1 1 10rem', minWidth: 0, textTransform: 'uppercase' })

export const promoApplied = style({ color: vars.color.success, fontWeight: 700, margin: 0 })

/** The waiting-list button under a full session: a big target of its own beside the session's row. */
export const waitingListButton = style({ marginTop: vars.space[2], width: '100%', minHeight: '44px' })

// A full normal day in the date picker: still chosen to join its waiting list (ADR 0033).
export const fullDay = style({ textDecoration: 'line-through', textDecorationThickness: '2px' })
