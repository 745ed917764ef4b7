import type { Payload, PayloadRequest } from 'payload'
import type { Venue } from '@/payload-types'

/** The venue as every e-mail shows it, loaded once before rendering. */
export type EmailVenue = {
  name: string
  phone: string
  email: string
  /** e.g. ['Unit 4, Quay Road', 'Bridgwater', 'Somerset', 'TA6 3XX'] */
  addressLines: string[]
  /** The venue's parking note, shown as given. */
  parkingText: string | null
  /** Absolute, no trailing slash, e.g. 'https://playcentre.example'. */
  siteUrl: string
}

export function toEmailVenue(venue: Venue, siteUrl: string): EmailVenue {
  const address = venue.address
  return {
    name: venue.name,
    phone: venue.phone,
    email: venue.email,
    addressLines: [address?.line1, address?.line2, address?.town, address?.county, address?.postcode].filter((line): line is string =>
      Boolean(line),
    ),
    parkingText: venue.parking?.charges ?? null,
    siteUrl,
  }
}

export async function loadEmailVenue(payload: Payload, siteUrl: string, req?: PayloadRequest): Promise<EmailVenue> {
  return toEmailVenue(await payload.findGlobal({ slug: 'venue', depth: 0, req, overrideAccess: true }), siteUrl)
}
