import { TZDate } from '@date-fns/tz'
import { differenceInCalendarDays, format, parseISO } from 'date-fns'
import { VENUE_TIME_ZONE } from '@/lib/time/businessDate'

/**
 * How an inquiry reads on the staff lists, in Europe/London. `isRecent`: received less than the
 * promised response time ago (24 hours on the site), so still inside the promise. `overdue`: not
 * answered and past it.
 */
export function inquiryTiming(createdAt: string, responded: boolean, now: Date, responseHours: number) {
  const created = new Date(createdAt)
  const venueCreated = new TZDate(created, VENUE_TIME_ZONE)
  const venueNow = new TZDate(now, VENUE_TIME_ZONE)
  const isRecent = now.getTime() - created.getTime() < responseHours * 3_600_000
  return {
    isRecent,
    overdue: !responded && !isRecent,
    formattedDate: format(venueCreated, 'EEE d MMM yyyy'),
    formattedTime: format(venueCreated, 'HH:mm'),
    daysSince: Math.max(
      0,
      differenceInCalendarDays(parseISO(format(venueNow, 'yyyy-MM-dd')), parseISO(format(venueCreated, 'yyyy-MM-dd'))),
    ),
  }
}

/** Unanswered first, then newest. */
export function byUnansweredThenNewest(a: { responded: boolean; createdAt: string }, b: { responded: boolean; createdAt: string }): number {
  if (a.responded !== b.responded) return a.responded ? 1 : -1
  return b.createdAt.localeCompare(a.createdAt)
}

/** '2026-12-05' -> 'Saturday 5 December 2026'. */
export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy')
}
