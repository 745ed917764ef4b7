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
    const result = await (
      await payloadClient()
    ).find({
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

const findAll = <TSlug extends 'menu-items' | 'notice-posts' | 'activities' | 'offers' | 'party-packages'>(
  collection: TSlug,
  options: { sort: string; activeOnly?: boolean; depth?: number },
) =>
  unstable_cache(
    async () => {
      const result = await (
        await payloadClient()
      ).find({
        collection,
        where: options.activeOnly ? { active: { equals: true } } : undefined,
        sort: options.sort,
        limit: 200,
        depth: options.depth ?? 0,
        overrideAccess: false,
      })
      return result.docs
    },
    [collection],
    // Pictures are uploads: a changed picture must expire the pages that show it.
    { tags: [cacheTags.collection(collection), cacheTags.collection('media')] },
  )

export const getMenuItems = findAll('menu-items', { sort: 'sortOrder', activeOnly: true, depth: 1 })
export const getNoticePosts = findAll('notice-posts', { sort: '-publishedAt' })
export const getActivities = findAll('activities', { sort: 'sortOrder', depth: 1 })
export const getOffers = findAll('offers', { sort: 'sortOrder', activeOnly: true })
export const getPartyPackages = findAll('party-packages', { sort: 'sortOrder', activeOnly: true })

const getGlobal = <TSlug extends 'landing-page' | 'menu-page' | 'party-page' | 'booking-settings'>(slug: TSlug) =>
  unstable_cache(async () => (await payloadClient()).findGlobal({ slug, depth: 0, overrideAccess: false }), [slug], {
    tags: [cacheTags.global(slug)],
  })

export const getLandingPage = getGlobal('landing-page')
export const getMenuPage = getGlobal('menu-page')
export const getPartyPage = getGlobal('party-page')
export const getBookingSettings = getGlobal('booking-settings')

/** The next themed event day on or after the given business date, if any. */
export const getNextEventDay = unstable_cache(
  async (today: string) => {
    const result = await (
      await payloadClient()
    ).find({
      collection: 'special-days',
      where: { and: [{ date: { greater_than_equal: today } }, { 'event.title': { exists: true } }, { closed: { not_equals: true } }] },
      sort: 'date',
      limit: 1,
      depth: 0,
      overrideAccess: false,
    })
    return result.docs[0] ?? null
  },
  ['next-event-day'],
  { tags: [cacheTags.collection('special-days')] },
)

/** Whether full sessions offer their waiting list (Waiting list settings; ADR 0026). Read per request: the booking page is dynamic. */
export async function getWaitingListOn(): Promise<boolean> {
  const settings = await (await payloadClient()).findGlobal({ slug: 'waiting-list-settings', depth: 0, overrideAccess: true })
  return settings.enabled !== false
}
