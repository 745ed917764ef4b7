import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, nextSunday, parseISO } from 'date-fns'

/** The venue's clock. Business dates are yyyy-MM-dd in this zone. */
export const VENUE_TIME_ZONE = 'Europe/London'

/** Today's (or the given instant's) business date at the venue. */
export function businessDate(at: Date = new Date()): string {
  return format(new TZDate(at, VENUE_TIME_ZONE), 'yyyy-MM-dd')
}

/** The venue's wall-clock time (`HH:mm`) at the given instant. */
export function venueTimeOfDay(at: Date = new Date()): string {
  return format(new TZDate(at, VENUE_TIME_ZONE), 'HH:mm')
}

/** Calendar arithmetic on business dates, free of the host's time zone and of DST. */
export function addBusinessDays(date: string, days: number): string {
  return format(addDays(parseISO(date), days), 'yyyy-MM-dd')
}

export function addBusinessMonths(date: string, months: number): string {
  return format(addMonths(parseISO(date), months), 'yyyy-MM-dd')
}

/** The first Sunday strictly after the given business date. */
export function sundayAfter(date: string): string {
  return format(nextSunday(parseISO(date)), 'yyyy-MM-dd')
}

/** The instant of a wall-clock time (`HH:mm`) on a business date at the venue, across BST and GMT. */
export function venueInstant(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number)
  const [hours, minutes] = time.split(':').map(Number)
  if ([year, month, day, hours, minutes].some((part) => part === undefined || !Number.isInteger(part))) {
    throw new RangeError(`Not a venue date and time: ${date} ${time}`)
  }
  return new Date(new TZDate(year!, month! - 1, day!, hours!, minutes!, VENUE_TIME_ZONE).getTime())
}
