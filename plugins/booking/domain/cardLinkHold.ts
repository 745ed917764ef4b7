import { venueInstant } from '@/lib/time/businessDate'

export type CardLinkHoldSettings = { holdMinutes: number; cardLinkHoldHours: number }

/**
 * How long places booked with an e-mailed payment link stay held: the CMS's pay-by-link hours, but
 * never past the start of the session they are seated in, and never shorter than the website's own
 * hold (a link sent minutes before a session still gives the family time to pay). Pure; `now` is given.
 */
export function cardLinkHoldUntil(now: Date, settings: CardLinkHoldSettings, date: string, slotStart: string): Date {
  const longest = now.getTime() + settings.cardLinkHoldHours * 3_600_000
  const shortest = now.getTime() + settings.holdMinutes * 60_000
  const sessionStart = venueInstant(date, slotStart).getTime()
  return new Date(Math.max(shortest, Math.min(longest, sessionStart)))
}
