import { addBusinessDays, businessDate, venueInstant } from '@/lib/time/businessDate'

const DAY_MS = 24 * 60 * 60 * 1000

/** How long the deposit link holds the slot: the set number of days, never past the party's start. */
export function depositDueBy(now: Date, holdDays: number, party: { date: string; start: string }): Date {
  const held = new Date(now.getTime() + holdDays * DAY_MS)
  const starts = venueInstant(party.date, party.start)
  return held < starts ? held : starts
}

/** The last business date on which the family may change numbers and food online. */
export function changesCloseAfter(partyDate: string, daysBefore: number): string {
  return addBusinessDays(partyDate, -daysBefore)
}

/** The last business date on which cancelling gives the deposit back. */
export function depositRefundableUntil(partyDate: string, daysBefore: number): string {
  return addBusinessDays(partyDate, -daysBefore)
}

/** True through the whole of the given business date, at the venue. */
export function onOrBefore(now: Date, lastDate: string): boolean {
  return businessDate(now) <= lastDate
}

/** The party has not begun yet. */
export function beforeParty(now: Date, party: { date: string; start: string }): boolean {
  return now < venueInstant(party.date, party.start)
}
