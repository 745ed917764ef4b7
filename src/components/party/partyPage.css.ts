import { style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

// The family's party page (/manage-party); the inquiry form's styles are party.css.ts.

/** One column on a phone; on a desktop the summary beside what the family can do. */
export const layout = style({
  display: 'grid',
  gap: vars.space[5],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [breakpoints.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})

export const stack = style({ display: 'grid', gap: vars.space[4], minWidth: 0 })

export const title = style({ margin: 0 })

export const heading = style({ fontSize: vars.fontSize.xl, marginTop: 0, marginBottom: 0 })

/** The summary: term and value side by side. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, auto) minmax(0, 1fr)',
  gap: `${vars.space[2]} ${vars.space[4]}`,
  margin: 0,
})

/** A term and its value, grouped for the list's semantics and laid out by the list's grid. */
export const row = style({ display: 'contents' })

export const term = style({ fontWeight: 700 })

export const value = style({ margin: 0, overflowWrap: 'anywhere', textAlign: 'right' })

export const strong = style({ fontWeight: 800, fontSize: vars.fontSize.lg })

/** The CMS's cancellation terms, line breaks kept. */
export const terms = style({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', margin: 0 })

export const childrenInput = style({ maxWidth: '8rem', fontSize: vars.fontSize.lg })

/** A link drawn as a button that keeps its own width in a grid column. */
export const startAligned = style({ justifySelf: 'start' })

/** A live region (role=status) always in the page, so what lands in it is announced; empty, it takes no room in a grid. */
export const liveRegion = style({ selectors: { '&:empty': { position: 'absolute' } } })
