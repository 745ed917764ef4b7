import { TZDate } from '@date-fns/tz'
import { VENUE_TIME_ZONE } from '@/lib/time/businessDate'

/** The instant a venue wall-clock time happens ('2026-07-04', '10:00' -> 09:00Z in BST), whatever the host's zone. */
export function venueInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  if ([year, month, day, hours, minutes].some((part) => part === undefined || !Number.isInteger(part))) {
    throw new RangeError(`Not a venue date and time: ${date} ${time}`)
  }
  return new TZDate(year!, month! - 1, day!, hours!, minutes!, VENUE_TIME_ZONE)
}
