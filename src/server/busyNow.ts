import 'server-only'
import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { unstable_cache } from 'next/cache'
import { createLocalReq } from 'payload'
import { BUSY_SETTINGS_SLUG, busyNowToday, sharedBusyNow, type BusyNowLive } from '@plugins/occupancy'
import { cacheTags } from '@/lib/cache/revalidate'
import { payloadClient } from '@/lib/cms/payload'
import { VENUE_TIME_ZONE } from '@/lib/time/businessDate'

/** Whether a day can show a live figure, from the CMS alone, cached and expired by the same edits that change it. */
const dayCanShowBusyNow = unstable_cache(
  async (date: string) => {
    const payload = await payloadClient()
    return busyNowToday(await createLocalReq({}, payload), date)
  },
  ['busy-now-day'],
  {
    tags: [
      cacheTags.global(BUSY_SETTINGS_SLUG),
      cacheTags.global('booking-settings'),
      cacheTags.collection('special-days'),
      cacheTags.collection('session-restrictions'),
    ],
  },
)

/**
 * The heading of the busy-now section when today can have live figures (an open normal day,
 * switched on, arrivals not over), else null and the page keeps no space for it. No booking is
 * read, so a page view costs no database query for it (the CMS read is cached).
 */
export async function busyNowHeading(date: string, now: Date = new Date()): Promise<string | null> {
  const day = await dayCanShowBusyNow(date)
  if (!day) return null
  return format(new TZDate(now, VENUE_TIME_ZONE), 'HH:mm') <= day.until ? day.heading : null
}

/**
 * Today's live figures for a page rendered per request (the booking page): the instance's shared
 * read (at most one load per 30 s, whatever the views), or null on a day without them. A failed
 * read shows nothing rather than failing the page.
 */
export async function busyNowForPage(): Promise<BusyNowLive | null> {
  try {
    const answer = await sharedBusyNow(await payloadClient())
    return answer.status === 'live' ? answer : null
  } catch {
    return null
  }
}
