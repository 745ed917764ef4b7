import { style, styleVariants } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const sectionTitle = style({
  fontSize: vars.fontSize['2xl'],
  '@media': { [breakpoints.tablet]: { fontSize: vars.fontSize['3xl'] } },
})

export const lead = style({ color: vars.color.textMuted, maxWidth: '48rem', marginBottom: vars.space[5] })

export const altBackground = style({ background: vars.color.surfaceMuted })

export const cardGrid = style({
  display: 'grid',
  gap: vars.space[4],
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  padding: 0,
  margin: 0,
  '@media': {
    [breakpoints.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [breakpoints.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
})

export const fourGrid = style([cardGrid, { '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' } } }])

export const cardIcon = style({ fontSize: vars.fontSize['3xl'], lineHeight: 1, display: 'block', marginBottom: vars.space[2] })

export const cardImage = style({
  width: '100%',
  height: 'auto',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  marginBottom: vars.space[3],
})

export const tiles = style({
  display: 'grid',
  gap: vars.space[3],
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  marginTop: vars.space[6],
  listStyle: 'none',
  padding: 0,
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
})

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[1],
  height: '100%',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  background: 'rgba(255, 255, 255, 0.16)',
  color: vars.color.onPrimary,
  textDecoration: 'none',
  fontWeight: 700,
  selectors: { '&:hover': { background: 'rgba(255, 255, 255, 0.26)' } },
})

export const tileDetail = style({ fontWeight: 400, fontSize: vars.fontSize.sm })

export const heroSubheading = style({ fontSize: vars.fontSize.lg, maxWidth: '40rem' })

export const eventCard = style({
  display: 'grid',
  gap: vars.space[4],
  alignItems: 'center',
  background: `linear-gradient(135deg, #fdf2f8 0%, #ede9fe 100%)`,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[5],
  '@media': { [breakpoints.tablet]: { gridTemplateColumns: '1fr auto' } },
})

export const badge = styleVariants({
  primary: {
    display: 'inline-block',
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.pill,
    background: vars.color.primary,
    color: vars.color.onPrimary,
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
  },
  muted: {
    display: 'inline-block',
    padding: `0 ${vars.space[2]}`,
    borderRadius: vars.radius.pill,
    background: vars.color.surfaceMuted,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
    fontWeight: 700,
    border: `1px solid ${vars.color.border}`,
  },
})

export const bulletList = style({ paddingLeft: vars.space[5], margin: `0 0 ${vars.space[4]}` })

export const priceTag = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: 800,
  color: vars.color.primary,
  margin: `0 0 ${vars.space[2]}`,
})

export const priceRows = style({ listStyle: 'none', padding: 0, margin: `0 0 ${vars.space[4]}`, display: 'grid', gap: vars.space[2] })

export const priceRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space[3],
  borderBottom: `1px dashed ${vars.color.border}`,
  paddingBottom: vars.space[1],
})

export const buttonRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] })

export const mapPlaceholder = style({
  display: 'grid',
  placeItems: 'center',
  minHeight: '10rem',
  borderRadius: vars.radius.md,
  background: `repeating-linear-gradient(45deg, ${vars.color.surfaceMuted}, ${vars.color.surfaceMuted} 12px, ${vars.color.surface} 12px, ${vars.color.surface} 24px)`,
  color: vars.color.textMuted,
  marginBottom: vars.space[3],
  textAlign: 'center',
  padding: vars.space[4],
})

export const contactGrid = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const stack = style({ display: 'grid', gap: vars.space[5], alignContent: 'start' })

export const socialIcons = style({ display: 'flex', gap: vars.space[3], listStyle: 'none', padding: 0, margin: 0 })

export const socialIcon = style({
  display: 'inline-grid',
  placeItems: 'center',
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  textDecoration: 'none',
  fontWeight: 800,
})

export const definitionList = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: `${vars.space[1]} ${vars.space[4]}`,
})
