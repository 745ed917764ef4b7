import { style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

/** The legend's colours (seed 001 §2): green, orange, red; white text on each is at least 4.5:1. */
const useColour = { available: vars.color.success, playing: vars.color.secondary, used: vars.color.danger } as const

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
})

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[2], fontWeight: 700 })

const swatchBase = style({ width: 20, height: 20, borderRadius: vars.radius.pill, flex: '0 0 auto' })
export const swatch = styleVariants(useColour, (colour) => [swatchBase, { background: colour }])

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const cardBase = style({
  display: 'grid',
  gap: vars.space[2],
  width: '100%',
  minHeight: 56,
  padding: vars.space[5],
  textAlign: 'left',
  font: 'inherit',
  color: vars.color.text,
  background: vars.color.surface,
  border: `3px solid ${vars.color.border}`,
  borderLeftWidth: 12,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  cursor: 'pointer',
  touchAction: 'manipulation',
  selectors: {
    '&[aria-pressed="true"]': { borderColor: vars.color.primary, boxShadow: `0 0 0 3px ${vars.color.primary}` },
  },
})

export const card = styleVariants(useColour, (colour) => [cardBase, { borderLeftColor: colour }])

/** A used ticket: greyed, not clickable (seed 001 §2); text stays readable. */
export const usedCard = style({
  background: vars.color.surfaceMuted,
  color: vars.color.textMuted,
  cursor: 'not-allowed',
  boxShadow: 'none',
})

export const cardHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space[2],
})

export const customerName = style({ fontSize: vars.fontSize['2xl'], fontWeight: 800, overflowWrap: 'anywhere' })

export const badgeBase = style({
  display: 'inline-block',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  color: '#ffffff',
  fontWeight: 800,
  fontSize: vars.fontSize.md,
  whiteSpace: 'nowrap',
})

export const statusBadge = styleVariants(useColour, (colour) => [badgeBase, { background: colour }])

export const dateBadge = styleVariants({ today: vars.color.accent, future: vars.color.primary, past: vars.color.warning }, (colour) => [
  badgeBase,
  { background: colour },
])

export const facts = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[1]} ${vars.space[5]}`, fontWeight: 600 })

export const total = style({ fontWeight: 800 })

export const ready = style({ fontSize: vars.fontSize.xl, fontWeight: 800, color: vars.color.success })

export const usedStamp = style({ fontSize: vars.fontSize.xl, fontWeight: 900, letterSpacing: '0.08em', color: vars.color.danger })
