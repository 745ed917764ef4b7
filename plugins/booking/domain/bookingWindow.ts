import { validateBusinessDate } from '@/fields/validators'
import { addBusinessMonths } from '@/lib/time/businessDate'

/** Families book from today to `months` ahead (both ends included), in business dates. */
export function bookingWindow(today: string, months: number): { first: string; last: string } {
  return { first: today, last: addBusinessMonths(today, months) }
}

export function isWithinWindow(date: string, today: string, months: number): boolean {
  if (validateBusinessDate(date) !== true) return false
  const { first, last } = bookingWindow(today, months)
  return date >= first && date <= last
}
