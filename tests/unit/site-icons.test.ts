import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { SiteIcon } from '@/components/icons/SiteIcon'
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
