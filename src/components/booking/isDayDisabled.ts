import { FULL_DAY_RESTRICTION } from '@plugins/booking/contract'
import type { DayAvailability } from './bookingApi'

/**
 * The date picker's rule: a day inside the window can be chosen unless the month call says it is
 * closed or blocked all day. A full normal day can be chosen while the waiting list is on, to join
 * it (ADR 0033). A day the call does not know (it failed) stays selectable; the server still checks.
 */
export function isDayDisabled(
  date: string,
  window: { first: string; last: string },
  days: Map<string, DayAvailability>,
  { waitingList = false }: { waitingList?: boolean } = {},
): boolean {
  if (date < window.first || date > window.last) return true
  const day = days.get(date)
  if (!day) return false
  if (day.restricted.includes(FULL_DAY_RESTRICTION)) return true
  return !day.available && !(waitingList && day.full)
}
