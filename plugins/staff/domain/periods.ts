import { addBusinessDays, businessDate, venueInstant } from '@/lib/time/businessDate'

export type Period = { from: Date; to: Date }

/** The London business day of `now`, midnight to midnight, across BST and GMT. */
export function londonDay(now: Date): Period & { date: string } {
  const date = businessDate(now)
  return { date, from: venueInstant(date, '00:00'), to: venueInstant(addBusinessDays(date, 1), '00:00') }
}

/** Monday 00:00 to the next Monday 00:00 in London, holding `now`. */
export function londonWeek(now: Date): Period & { monday: string } {
  const date = businessDate(now)
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  const monday = addBusinessDays(date, -((weekday + 6) % 7))
  return { monday, from: venueInstant(monday, '00:00'), to: venueInstant(addBusinessDays(monday, 7), '00:00') }
}
