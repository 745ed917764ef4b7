import { addBusinessDays, businessDate } from '@/lib/time/businessDate'

/**
 * How many past days the no-show job looks at. A booking becomes a no-show once its venue day is
 * over; the job runs every hour, so yesterday is the only day it normally finds anything in. A
 * week covers the job runners being down for days (a broken deploy) while keeping every run a
 * short range scan of the date index, never a walk through the booking history.
 */
export const NO_SHOW_LOOKBACK_DAYS = 7

/** The business dates whose paid, never checked-in bookings are no-shows at `now`: `from` up to, not including, `before` (today). */
export function noShowDates(now: Date, lookbackDays = NO_SHOW_LOOKBACK_DAYS): { from: string; before: string } {
  const today = businessDate(now)
  return { from: addBusinessDays(today, -lookbackDays), before: today }
}

/**
 * A paid booking never checked in is a no-show once its day at the venue (Europe/London, midnight
 * to midnight, 23 or 25 hours long on the clock-change days) has ended. Until then the family may
 * still come.
 */
export function isNoShow(booking: { status: string; date: string }, now: Date): boolean {
  return booking.status === 'paid' && booking.date < businessDate(now)
}
