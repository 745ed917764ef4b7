import { validateBusinessDate } from '@/fields/validators'
import { addBusinessMonths } from '@/lib/time/businessDate'

/**
 * Families book from today to `months` ahead (both ends included), in business dates. A month
 * ahead of the 31st is the last day of a shorter month (2026-01-31 -> 2026-02-28). `today` comes
 * from the server's clock, so a malformed one is a bug and throws; a fraction of a month is dropped.
 */
export function bookingWindow(today: string, months: number): { first: string; last: string } {
  if (validateBusinessDate(today) !== true) throw new RangeError(`Not a business date: ${today}`)
  if (!Number.isFinite(months) || months < 0) throw new RangeError(`Not a number of months: ${months}`)
  return { first: today, last: addBusinessMonths(today, Math.trunc(months)) }
}

/** Whether a family may book `date`; a malformed or impossible date is never inside. */
export function isWithinWindow(date: string, today: string, months: number): boolean {
  if (validateBusinessDate(date) !== true) return false
  const { first, last } = bookingWindow(today, months)
  return date >= first && date <= last
}
