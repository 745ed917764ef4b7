import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

// Every part has a fixed height, so the figures arriving (or never arriving) move nothing else on
// the page: CLS 0 (docs/adr/0032).
const LINE_HEIGHT = 1.5
const PLOT_HEIGHT = '7.5rem'

export const card = style({
  display: 'grid',
  gap: vars.space[3],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.card,
  padding: vars.space[4],
  '@media': { [breakpoints.tablet]: { padding: vars.space[5] } },
})

export const heading = style({ margin: 0, fontSize: vars.fontSize.xl, fontFamily: vars.font.heading })

/** The live part: the line (two lines' room), then the chart; one height whatever it shows. */
export const live = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  height: `calc(${LINE_HEIGHT * 4}em + ${PLOT_HEIGHT} + ${vars.space[3]} + ${vars.space[2]} * 2)`,
  overflow: 'hidden',
})

export const line = style({
  flex: 'none',
  height: `${LINE_HEIGHT * 2}em`,
  margin: 0,
  lineHeight: LINE_HEIGHT,
  fontWeight: 700,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
})

const levelMark = style({
  display: 'inline-block',
  width: '0.75em',
  height: '0.75em',
  marginInlineEnd: vars.space[2],
  borderRadius: vars.radius.pill,
  verticalAlign: 'baseline',
})

/** A dot beside the line in the level's colour (the words say the level: the colour only repeats it). */
export const level = styleVariants({
  quiet: [levelMark, { background: vars.color.success }],
  steady: [levelMark, { background: vars.color.accent }],
  busy: [levelMark, { background: vars.color.warning }],
  full: [levelMark, { background: vars.color.danger }],
})

export const figure = style({ flex: 'none', margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space[2] })

export const caption = style({
  height: `${LINE_HEIGHT}em`,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space[2],
  lineHeight: LINE_HEIGHT,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  overflow: 'hidden',
  whiteSpace: 'nowrap',
})

export const legend = style({ fontSize: vars.fontSize.sm })

export const plot = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] })

export const svg = style({
  display: 'block',
  width: '100%',
  height: PLOT_HEIGHT,
  background: `linear-gradient(${vars.color.surfaceMuted}, ${vars.color.surfaceMuted}) bottom / 100% 1px no-repeat`,
})

export const bar = style({ fill: vars.color.primary })

export const capacity = style({ stroke: vars.color.textMuted, strokeWidth: 1.5, strokeDasharray: '5 4' })

export const axis = style({ display: 'grid', height: `${LINE_HEIGHT}em`, lineHeight: LINE_HEIGHT })

export const axisLabel = style({
  textAlign: 'center',
  whiteSpace: 'nowrap',
  overflow: 'visible',
  fontSize: '0.8125rem',
  color: vars.color.textMuted,
})

const pulse = keyframes({ '50%': { opacity: 0.5 } })

/** The loading state: the line's and the chart's places, greyed. */
export const placeholderLine = style({ flex: 'none', height: `${LINE_HEIGHT * 2}em` })
export const placeholderChart = style({ flex: 1 })
export const placeholder = style({
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceMuted,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
})
