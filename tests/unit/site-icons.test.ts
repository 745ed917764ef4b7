import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { MapPin, Printer, Smile, ThumbsUp, TriangleAlert } from 'lucide-react'
import { InlineIcon } from '@/components/icons/InlineIcon'
import { SiteIcon } from '@/components/icons/SiteIcon'
import { StaticIcon } from '@/components/icons/staticIcon'
import { SITE_ICONS, type SiteIconName } from '@/fields/siteIcons'

const draw = (name: SiteIconName | null) => renderToStaticMarkup(createElement(SiteIcon, { name }))

describe('CMS icons', () => {
  it.each(SITE_ICONS.map(({ value }) => value))('%s is drawn as an SVG hidden from screen readers', (name) => {
    const markup = draw(name)
    expect(markup).toMatch(/^<svg[^>]*aria-hidden="true"/)
    expect(markup).toMatch(/<(path|circle|rect|line|polyline|polygon)/)
  })

  it('draws nothing for no icon', () => {
    expect(draw(null)).toBe('')
  })
})

describe('icons drawn as plain SVG markup (no lucide client component)', () => {
  const inner = (markup: string) => markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  it.each([
    ['Smile', Smile],
    ['Printer', Printer],
    ['MapPin', MapPin],
    ['ThumbsUp', ThumbsUp],
    ['TriangleAlert', TriangleAlert],
  ] as const)('%s draws the same shapes as lucide-react itself', (_name, icon) => {
    const ours = renderToStaticMarkup(createElement(StaticIcon, { icon, 'aria-hidden': 'true' }))
    const lucide = renderToStaticMarkup(createElement(icon))
    expect(ours).toMatch(/^<svg[^>]*viewBox="0 0 24 24"[^>]*aria-hidden="true"/)
    expect(inner(ours)).toBe(inner(lucide))
    expect(inner(ours).length).toBeGreaterThan(20)
  })

  it('the inline icon is sized to its line of text', () => {
    expect(renderToStaticMarkup(createElement(InlineIcon, { icon: Printer }))).toMatch(/^<svg[^>]*width="1.1em"[^>]*height="1.1em"/)
  })
})
