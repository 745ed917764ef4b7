import { globalStyle, style } from '@vanilla-extract/css'
import { breakpoints, vars } from '@/styles/theme.css'

export const poster = style({ background: vars.color.surface, padding: vars.space[5], borderRadius: vars.radius.md, border: `1px solid ${vars.color.border}` })

export const posterHeader = style({ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: vars.space[4], flexWrap: 'wrap', marginBottom: vars.space[4] })

export const columns = style({
  columnCount: 1,
  columnGap: vars.space[6],
  '@media': { [breakpoints.tablet]: { columnCount: 2 }, print: { columnCount: 2 } },
})

export const group = style({ breakInside: 'avoid', marginBottom: vars.space[5] })

export const groupTitle = style({ fontSize: vars.fontSize.lg, borderBottom: `2px solid ${vars.color.primary}`, paddingBottom: vars.space[1] })

export const row = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space[3], breakInside: 'avoid', paddingBlock: vars.space[1] })

export const codes = style({ color: vars.color.warning, fontSize: vars.fontSize.sm, fontWeight: 700, marginLeft: vars.space[1] })

export const key = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space[1]} ${vars.space[4]}`, listStyle: 'none', padding: 0, margin: `0 0 ${vars.space[4]}`, fontSize: vars.fontSize.sm })

export const qrs = style({ display: 'flex', gap: vars.space[6], justifyContent: 'center', flexWrap: 'wrap', marginTop: vars.space[5] })

export const qr = style({ margin: 0, textAlign: 'center', fontSize: vars.fontSize.sm })

export const noPrint = style({ '@media': { print: { display: 'none' } } })

// On paper: only the poster. The site's header, footer, skip link and notifications are hidden.
globalStyle('body > a, header, footer, [role="region"][aria-label^="Notifications"]', { '@media': { print: { display: 'none' } } })
globalStyle('html, body', { '@media': { print: { background: '#ffffff' } } })
globalStyle(`${poster}`, { '@media': { print: { border: 'none', padding: 0 } } })
