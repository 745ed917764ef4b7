import { createGlobalTheme } from '@vanilla-extract/css'

/**
 * Design tokens. Colours are chosen for at least 4.5:1 contrast of text on the surfaces it sits on
 * (WCAG AA), bright enough for a family venue.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    background: '#fffaf3',
    surface: '#ffffff',
    surfaceMuted: '#f4efe6',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#e7e0d4',
    primary: '#6d28d9',
    primaryHover: '#5b21b6',
    onPrimary: '#ffffff',
    secondary: '#c2410c',
    onSecondary: '#ffffff',
    accent: '#0f766e',
    success: '#15803d',
    danger: '#b91c1c',
    onDanger: '#ffffff',
    warning: '#92400e',
    focus: '#2563eb',
  },
  space: {
    '0': '0',
    '1': '0.25rem',
    '2': '0.5rem',
    '3': '0.75rem',
    '4': '1rem',
    '5': '1.5rem',
    '6': '2rem',
    '7': '3rem',
    '8': '4rem',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    heading: '"Trebuchet MS", system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontSize: {
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    '2xl': '1.75rem',
    '3xl': '2.25rem',
    '4xl': '3rem',
  },
  radius: { sm: '6px', md: '12px', lg: '20px', pill: '999px' },
  shadow: {
    card: '0 1px 2px rgba(28, 25, 23, 0.06), 0 4px 12px rgba(28, 25, 23, 0.06)',
    raised: '0 8px 24px rgba(28, 25, 23, 0.16)',
  },
  layout: { maxWidth: '72rem', headerHeight: '4rem' },
})

export const breakpoints = {
  tablet: 'screen and (min-width: 768px)',
  desktop: 'screen and (min-width: 1024px)',
}
