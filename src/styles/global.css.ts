import { globalStyle } from '@vanilla-extract/css'
import { vars } from './theme.css'

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' })

globalStyle('html', {
  scrollBehavior: 'smooth',
  scrollPaddingTop: vars.layout.headerHeight,
  WebkitTextSizeAdjust: '100%',
  '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } },
})

globalStyle('body', {
  margin: 0,
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.text,
  background: vars.color.background,
})

globalStyle('h1, h2, h3, h4', { fontFamily: vars.font.heading, lineHeight: 1.2, margin: `0 0 ${vars.space[3]}` })
globalStyle('p', { margin: `0 0 ${vars.space[3]}` })
globalStyle('a', { color: vars.color.primary })
globalStyle('img', { maxWidth: '100%', height: 'auto' })

globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
})
