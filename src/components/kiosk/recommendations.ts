import type { DaySessions, PartyPackageOffer, SessionOption, TicketSuggestion } from './kioskApi'

const OPEN_STATES: ReadonlySet<SessionOption['state']> = new Set(['available', 'low'])

/** Sessions a family could still join: not ended, not full, not blocked. In the day's order. */
export function openSessions(day: Pick<DaySessions, 'sessions'> | undefined): SessionOption[] {
  return (day?.sessions ?? []).filter((session) => OPEN_STATES.has(session.state) && session.availableSpots > 0)
}

export type OtherSession = SessionOption & { open: boolean }

/**
 * 'More Fun Today!': today's other sessions, in the day's order, never the one just booked (the
 * spec lists them all); `open` marks those a family could still book (not ended, full or blocked).
 */
export function otherSessionsToday(day: Pick<DaySessions, 'sessions'> | undefined, bookedSlotStart: string): OtherSession[] {
  const open = new Set(openSessions(day).map((session) => session.start))
  return (day?.sessions ?? [])
    .filter((session) => session.start !== bookedSlotStart)
    .map((session) => ({ ...session, open: open.has(session.start) }))
}

/** The CMS's ticket suggestions; some (babies) only make sense with exactly one child. */
export function suggestedTickets(suggestions: TicketSuggestion[], numberOfChildren: number): TicketSuggestion[] {
  return suggestions.filter((suggestion) => !suggestion.onlyWhenOneChild || numberOfChildren === 1)
}

export type PartyEstimate = PartyPackageOffer & { estimatePence: number }

/** Each party package priced per child for this family; the recommended one carries the headline estimate. */
export function partyEstimates(
  packages: PartyPackageOffer[],
  numberOfChildren: number,
): { estimates: PartyEstimate[]; headline: PartyEstimate | null } {
  const children = Math.max(1, numberOfChildren)
  const estimates = packages.map((offer) => ({ ...offer, estimatePence: offer.perChildPence * children }))
  return { estimates, headline: estimates.find((estimate) => estimate.recommended) ?? estimates[0] ?? null }
}
