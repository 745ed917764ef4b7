import type { CSSProperties } from 'react'

/** E-mail clients drop <style> blocks, so every look is an inline style from here. */
const colours = {
  ink: '#1f2933',
  muted: '#4a5563',
  accent: '#0b5e8a',
  onAccent: '#ffffff',
  page: '#f3f4f6',
  card: '#ffffff',
  rule: '#d9dee3',
}

const font = "'Helvetica Neue', Helvetica, Arial, sans-serif"

export const styles = {
  body: { backgroundColor: colours.page, color: colours.ink, fontFamily: font, margin: 0, padding: '24px 0' },
  container: { backgroundColor: colours.card, maxWidth: '600px', margin: '0 auto', padding: '24px 28px', borderRadius: '8px' },
  brand: { color: colours.accent, fontSize: '18px', fontWeight: 700, margin: '0 0 8px' },
  heading: { color: colours.ink, fontSize: '26px', lineHeight: '32px', margin: '8px 0 16px' },
  subheading: { color: colours.ink, fontSize: '18px', lineHeight: '24px', margin: '24px 0 8px' },
  text: { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px' },
  detail: { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 4px' },
  small: { color: colours.muted, fontSize: '14px', lineHeight: '20px', margin: '0 0 4px' },
  list: { color: colours.ink, fontSize: '16px', lineHeight: '24px', margin: '0 0 12px', paddingLeft: '20px' },
  listItem: { margin: '0 0 6px' },
  total: { color: colours.ink, fontSize: '18px', lineHeight: '26px', fontWeight: 700, margin: '8px 0 4px' },
  rule: { borderColor: colours.rule, margin: '20px 0' },
  centred: { textAlign: 'center' },
  qrImage: { display: 'block', margin: '8px auto' },
  button: {
    backgroundColor: colours.accent,
    color: colours.onAccent,
    borderRadius: '6px',
    fontSize: '16px',
    fontWeight: 700,
    padding: '12px 20px',
    textDecoration: 'none',
    display: 'inline-block',
  },
  link: { color: colours.accent, textDecoration: 'underline' },
} satisfies Record<string, CSSProperties>
