import 'server-only'
import { unstable_cache } from 'next/cache'
import { cacheTags } from '@/lib/cache/revalidate'
import { payloadClient } from './payload'

// Public CMS reads, cached across requests and expired by the collection/global hooks on change.
// They read as an anonymous visitor would (overrideAccess: false), so access rules apply.

export const getVenue = unstable_cache(
  async () => (await payloadClient()).findGlobal({ slug: 'venue', depth: 0, overrideAccess: false }),
  ['venue'],
  { tags: [cacheTags.global('venue')] },
)

export const getTicketTypes = unstable_cache(
  async () => {
    const result = await (await payloadClient()).find({
      collection: 'ticket-types',
      where: { active: { equals: true } },
      sort: 'sortOrder',
      limit: 50,
      depth: 0,
      overrideAccess: false,
    })
    return result.docs
  },
  ['ticket-types'],
  { tags: [cacheTags.collection('ticket-types')] },
)
