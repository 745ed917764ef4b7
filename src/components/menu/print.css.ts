import { globalStyle } from '@vanilla-extract/css'

// On paper only the page's own content prints: the site header, footer and skip link, the
// notifications and any control marked data-print="hide" are left off. Loaded by the poster page.
globalStyle('[data-print="hide"], body > a[href="#main"], [role="region"][aria-label^="Notifications"]', {
  '@media': { print: { display: 'none' } },
})

globalStyle('html, body', { '@media': { print: { background: '#ffffff', color: '#000000', fontSize: '11pt' } } })
