import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css'

// Payload's admin theme variables, so light and dark both work.
const border = '1px solid var(--theme-elevation-150)'
const radius = 'var(--style-radius-m, 6px)'

export const page = style({ display: 'grid', gap: 'calc(var(--base) * 1.5)', paddingBlock: 'var(--base)' })
export const heading = style({ margin: 0 })
export const subtle = style({ color: 'var(--theme-elevation-600)', margin: 0 })

export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 'calc(var(--base) * 0.25)',
  borderBottom: border,
  paddingBottom: 'calc(var(--base) * 0.25)',
})
export const tab = style({
  minHeight: 44,
  padding: '0 calc(var(--base) * 0.9)',
  border: 0,
  borderRadius: radius,
  background: 'transparent',
  color: 'var(--theme-text)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  selectors: {
    '&[data-state="active"]': { background: 'var(--theme-elevation-150)' },
    '&:focus-visible': { outline: '2px solid var(--theme-success-500)', outlineOffset: 2 },
  },
})
export const panel = style({ display: 'grid', gap: 'var(--base)', paddingTop: 'var(--base)' })

export const cards = style({ display: 'grid', gap: 'var(--base)', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' })
export const card = style({
  border,
  borderRadius: radius,
  padding: 'var(--base)',
  background: 'var(--theme-elevation-0)',
  display: 'grid',
  gap: 'calc(var(--base) * 0.5)',
  alignContent: 'start',
})
export const statValue = style({ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 })
export const row = style({ display: 'flex', flexWrap: 'wrap', gap: 'calc(var(--base) * 0.5)', alignItems: 'center' })
export const spread = style([row, { justifyContent: 'space-between' }])
export const stack = style({ display: 'grid', gap: 'calc(var(--base) * 0.5)', justifyItems: 'start' })
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'calc(var(--base) * 0.5)' })
export const listItem = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 'var(--base)',
  borderBottom: border,
  paddingBottom: 'calc(var(--base) * 0.5)',
})

export const button = style({
  minHeight: 44,
  padding: '0 var(--base)',
  borderRadius: radius,
  border,
  background: 'var(--theme-elevation-50)',
  color: 'var(--theme-text)',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  textDecoration: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: {
    '&:disabled': { opacity: 0.6, cursor: 'progress' },
    '&:focus-visible': { outline: '2px solid var(--theme-success-500)', outlineOffset: 2 },
  },
})
export const primaryButton = style([
  button,
  { background: 'var(--theme-text)', color: 'var(--theme-bg)', borderColor: 'var(--theme-text)' },
])

export const input = style({
  minHeight: 44,
  padding: '0 calc(var(--base) * 0.6)',
  borderRadius: radius,
  border,
  background: 'var(--theme-input-bg, var(--theme-bg))',
  color: 'var(--theme-text)',
  font: 'inherit',
  minWidth: 0,
})

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  padding: '2px 10px',
  borderRadius: 999,
  fontWeight: 700,
  fontSize: '0.85rem',
  whiteSpace: 'nowrap',
})
export const badge = styleVariants({
  green: [badgeBase, { background: '#d7f5df', color: '#0b5a24' }],
  yellow: [badgeBase, { background: '#fff1c2', color: '#6b4e00' }],
  red: [badgeBase, { background: '#ffd9d6', color: '#8a1c12' }],
  grey: [badgeBase, { background: 'var(--theme-elevation-100)', color: 'var(--theme-text)' }],
})
/** A badge's second part ("· Session ended"): lighter weight, the badge's own colour (a grey fails contrast on its tints). */
export const badgeDetail = style({ fontWeight: 400 })

const pulse = keyframes({ '0%': { opacity: 0.45 }, '50%': { opacity: 0.9 }, '100%': { opacity: 0.45 } })
export const skeleton = style({
  height: 72,
  borderRadius: radius,
  background: 'var(--theme-elevation-100)',
  animation: `${pulse} 1.4s ease-in-out infinite`,
})
export const notice = style({
  border,
  borderRadius: radius,
  padding: 'var(--base)',
  display: 'grid',
  gap: 'calc(var(--base) * 0.5)',
  justifyItems: 'start',
})
export const errorNotice = style([notice, { borderColor: 'var(--theme-error-500, #c0392b)' }])

export const table = style({ width: '100%', borderCollapse: 'collapse' })
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: 'calc(var(--base) * 0.5)',
  borderBottom: border,
  verticalAlign: 'top',
})
globalStyle(`${table} th button`, {
  background: 'none',
  border: 0,
  font: 'inherit',
  fontWeight: 700,
  color: 'inherit',
  cursor: 'pointer',
  padding: 0,
  minHeight: 32,
})
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' })
export const tableWrap = style({ overflowX: 'auto' })

export const dialogOverlay = style({ position: 'fixed', inset: 0, background: 'rgb(0 0 0 / 45%)', zIndex: 100 })
export const dialogContent = style({
  position: 'fixed',
  zIndex: 101,
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(92vw, 460px)',
  background: 'var(--theme-bg)',
  color: 'var(--theme-text)',
  borderRadius: radius,
  border,
  padding: 'calc(var(--base) * 1.5)',
  display: 'grid',
  gap: 'var(--base)',
})

export const printArea = style({})
// Printing the bookings table prints the table alone (only on a page that has one).
globalStyle(`body:has(${printArea})`, { '@media': { print: { visibility: 'hidden' } } })
globalStyle(`${printArea}, ${printArea} *`, { '@media': { print: { visibility: 'visible' } } })
globalStyle(printArea, { '@media': { print: { position: 'absolute', inset: '0 auto auto 0', width: '100%' } } })
export const noPrint = style({ '@media': { print: { display: 'none' } } })

export const wideDialog = style([dialogContent, { width: 'min(94vw, 780px)', maxHeight: '92vh', overflowY: 'auto' }])
export const field = style({ display: 'grid', gap: 4, fontWeight: 600 })
export const textarea = style([
  input,
  { minHeight: 260, padding: 'calc(var(--base) * 0.6)', resize: 'vertical', lineHeight: 1.5, fontWeight: 400 },
])
export const shortTextarea = style([textarea, { minHeight: 88 }])
export const preWrap = style({ whiteSpace: 'pre-wrap', margin: 0, overflowWrap: 'anywhere' })
export const facts = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px var(--base)', margin: 0 })
globalStyle(`${facts} dt`, { fontWeight: 600 })
globalStyle(`${facts} dd`, { margin: 0 })
export const twoColumns = style({
  display: 'grid',
  gap: 'var(--base)',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  alignItems: 'start',
})

// Booking Calendar
export const calendarGrid = style({ display: 'grid', gap: 4 })
export const calendarRow = style({ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 4 })
export const weekday = style({ fontWeight: 700, textAlign: 'center', fontSize: '0.85rem', paddingBlock: 4 })
export const dayCell = style({
  width: '100%',
  minHeight: 76,
  display: 'grid',
  alignContent: 'start',
  gap: 4,
  padding: 6,
  textAlign: 'left',
  border,
  borderRadius: radius,
  background: 'var(--theme-elevation-0)',
  color: 'var(--theme-text)',
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': { outline: '3px solid var(--theme-text)', outlineOffset: -3 },
    '&:focus-visible': { outline: '3px solid var(--theme-success-500)', outlineOffset: 1 },
    '&[data-outside="true"]': { opacity: 0.45 },
  },
})
export const dayNumber = style({ fontWeight: 700 })
export const todayNumber = style([dayNumber, { textDecoration: 'underline', textUnderlineOffset: 3 }])
export const heatRow = style({ display: 'flex', gap: 2 })
const heatBase = style({ flex: 1, height: 8, borderRadius: 4 })
export const heat = styleVariants({
  none: [heatBase, { background: 'var(--theme-elevation-150)' }],
  low: [heatBase, { background: '#4caf50' }],
  mid: [heatBase, { background: '#f2b705' }],
  high: [heatBase, { background: '#f07c1b' }],
  full: [heatBase, { background: '#c62828' }],
  blocked: [heatBase, { background: 'repeating-linear-gradient(45deg, #6b7280 0 3px, transparent 3px 6px)' }],
})
export const dayMarks = style({ display: 'flex', flexWrap: 'wrap', gap: 2, fontSize: '0.75rem', fontWeight: 700 })
export const legend = style({ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', alignItems: 'center', fontSize: '0.85rem' })
export const legendSwatch = style({ display: 'inline-block', width: 18, verticalAlign: 'middle', marginRight: 4 })

// Personal data
export const emailInput = style([input, { width: 420, maxWidth: '100%' }])
export const bullets = style({ margin: 0, paddingLeft: '1.25em', display: 'grid', gap: 4 })
