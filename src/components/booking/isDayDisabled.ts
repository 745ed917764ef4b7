import { FULL_DAY_RESTRICTION } from '@plugins/booking/contract'
import type { DayAvailability } from './bookingApi'

/**
 * The date picker's rule: a day inside the window can be chosen unless the month call says it is
 * closed or blocked all day. A day the call does not know (it failed) stays selectable; the server
 * still checks.
 */
export function isDayDisabled(date: string, window: { first: string; last: string }, days: Map<string, DayAvailability>): boolean {
  if (date < window.first || date > window.last) return true
  const day = days.get(date)
  return day ? !day.available || day.restricted.includes(FULL_DAY_RESTRICTION) : false
}
