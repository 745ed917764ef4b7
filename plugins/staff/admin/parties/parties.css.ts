import { style } from '@vanilla-extract/css'
import { badge, dialogContent } from '../staff.css'

// The party pieces of the staff dashboard: state badges, the big radio choices, the taller dialogs.
const border = '1px solid var(--theme-elevation-150)'
const radius = 'var(--style-radius-m, 6px)'

// Confirmed (a balance still due) in blue of its own; the rest as the dashboard's other badges.
const confirmedBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  padding: '2px 10px',
  borderRadius: 999,
  fontWeight: 700,
  fontSize: '0.85rem',
  whiteSpace: 'nowrap',
  background: '#dbe8ff',
  color: '#123a7a',
})
export const stateBadge = {
  provisional: badge.yellow,
  confirmed: confirmedBadge,
  paid: badge.green,
  lapsed: badge.red,
  cancelled: badge.grey,
} as const

export const status = style({ display: 'grid', gap: 4, margin: 0 })
export const statusLine = style({ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)', alignItems: 'center', margin: 0 })
export const money = style({ margin: 0, fontVariantNumeric: 'tabular-nums' })

export const partyBox = style({
  border,
  borderRadius: radius,
  padding: 'calc(var(--base) * 0.75)',
  display: 'grid',
  gap: 'calc(var(--base) * 0.5)',
})

export const choiceGroup = style({ border: 0, margin: 0, padding: 0, display: 'grid', gap: 6, minWidth: 0 })
export const legend = style({ fontWeight: 600, padding: 0, marginBottom: 4 })
export const choice = style({
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  gap: 'calc(var(--base) * 0.5)',
  padding: '6px calc(var(--base) * 0.6)',
  border,
  borderRadius: radius,
  cursor: 'pointer',
  selectors: {
    '&:has(input:checked)': { borderColor: 'var(--theme-text)', background: 'var(--theme-elevation-50)' },
    '&:has(input:focus-visible)': { outline: '2px solid var(--theme-success-500)', outlineOffset: 2 },
  },
})
export const choiceInput = style({ width: 20, height: 20, margin: 0, flex: 'none' })

export const checkRow = style([choice, { fontWeight: 600 }])

export const tallDialog = style([dialogContent, { maxHeight: '94vh', overflowY: 'auto', width: 'min(94vw, 580px)' }])
/** Two fields side by side, so the confirm dialog fits a 768 px high screen; one above the other when narrow. */
export const fieldPair = style({ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' })
