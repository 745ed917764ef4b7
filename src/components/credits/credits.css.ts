import { style } from '@vanilla-extract/css'
import { textButton } from '@/styles/primitives.css'
import { breakpoints, vars } from '@/styles/theme.css'

export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
})

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const intro = style({ fontSize: vars.fontSize.lg, marginTop: 0 })

export const stepHeading = style({ marginTop: 0, selectors: { '&:focus': { outline: 'none' } } })

export const comparison = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  listStyle: 'none',
  padding: 0,
  margin: 0,
})

export const option = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
  alignContent: 'start',
  minWidth: 0,
})

export const bestOption = style([option, { borderColor: vars.color.primary, background: '#f5f3ff' }])

export const optionTitle = style({ margin: 0, fontSize: vars.fontSize.lg })

export const price = style({ margin: 0, fontSize: vars.fontSize['2xl'], fontWeight: 800, overflowWrap: 'anywhere' })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const saveBadge = style({
  justifySelf: 'start',
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.success,
  color: '#ffffff',
  fontWeight: 800,
  margin: 0,
})

export const benefits = style({ display: 'grid', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' })

export const benefit = style({ display: 'flex', gap: vars.space[2], alignItems: 'flex-start' })

export const tick = style({ color: vars.color.success, fontWeight: 800, flex: '0 0 auto' })

export const notice = style({
  background: '#ecfdf5',
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  display: 'grid',
  gap: vars.space[1],
})

export const warningNotice = style([notice, { background: '#fffbeb', borderColor: vars.color.warning }])

export const failureNotice = style([notice, { background: '#fef2f2', borderColor: vars.color.danger }])

export const noticeTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 800 })

export const noticeText = style({ margin: 0 })

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3], flexWrap: 'wrap', margin: 0 })

export const saving = style({ color: vars.color.success, fontWeight: 700 })

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

export const actions = style({ display: 'flex', gap: vars.space[3], flexWrap: 'wrap', alignItems: 'center' })

export const wrap = style({ overflowWrap: 'anywhere' })

export const linkButton = style([textButton, { justifySelf: 'start' }])
