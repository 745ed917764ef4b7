import { describe, expect, it } from 'vitest'
import { localBusinessJsonLd, serializeJsonLd } from '@/lib/seo/localBusiness'
import { venueSeed } from '@/seed/data/venue'
import type { Venue } from '@/payload-types'

const venue = { ...venueSeed, id: 1 } as Venue

describe('LocalBusiness structured data', () => {
  it('describes the venue from its CMS facts', () => {
    const data = localBusinessJsonLd(venue, 'https://play.example')
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      name: venue.name,
      telephone: venue.phone,
      url: 'https://play.example',
      address: { '@type': 'PostalAddress', postalCode: venue.address.postcode, addressLocality: venue.address.town, addressCountry: 'GB' },
    })
    expect(data.sameAs).toHaveLength(venue.social!.length)
  })

  it('cannot be used to close the script tag', () => {
    const text = serializeJsonLd(localBusinessJsonLd({ ...venue, name: '</script><script>alert(1)</script>' }, 'https://play.example'))
    expect(text).not.toContain('</script>')
    expect(JSON.parse(text).name).toBe('</script><script>alert(1)</script>')
  })
})
