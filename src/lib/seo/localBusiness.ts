import type { Venue } from '@/payload-types'

/** schema.org LocalBusiness for the venue, built from the CMS's venue facts. */
export function localBusinessJsonLd(venue: Venue, siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: venue.name,
    description: venue.tagline ?? undefined,
    url: siteUrl,
    telephone: venue.phone,
    email: venue.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: [venue.address?.line1, venue.address?.line2].filter(Boolean).join(', '),
      addressLocality: venue.address?.town,
      addressRegion: venue.address?.county ?? undefined,
      postalCode: venue.address?.postcode,
      addressCountry: 'GB',
    },
    hasMap: venue.maps?.viewUrl ?? undefined,
    sameAs: (venue.social ?? []).map((link) => link.url),
  }
}

/** JSON for an inline <script>: "<" is escaped so CMS text can never close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
