import type { DoorParty, KioskTicket } from './kioskApi'
import { ticketUse } from './ticketUse'

/** The screen the kiosk shows within one family's visit to it; starting over discards all of it. */
export type KioskView =
  | { screen: 'find'; tickets: KioskTicket[] | null; parties: DoorParty[]; selectedId: number | null; selectedPartyId: number | null }
  | { screen: 'walkIn' }
  | { screen: 'used'; ticket: KioskTicket }
  | { screen: 'welcome'; ticket: KioskTicket; pendingSync: boolean }
  | { screen: 'partyWelcome'; party: DoorParty; alreadyCheckedIn: boolean }
  | { screen: 'noted' }

export type KioskScreen = KioskView['screen']

/** The screens after a check-in: the kiosk starts over from them after the settings' short wait. */
export const isWelcomeScreen = (screen: KioskScreen): boolean => screen === 'welcome' || screen === 'partyWelcome'

export type KioskAction =
  /** A search's answer; `parties` are today's birthday parties (none offline). */
  | { type: 'found'; tickets: KioskTicket[]; parties?: DoorParty[] }
  | { type: 'select'; ticketId: number }
  | { type: 'selectParty'; partyId: number }
  | { type: 'ticketUsed'; ticket: KioskTicket }
  | { type: 'checkedIn'; ticket: KioskTicket; pendingSync: boolean }
  | { type: 'partyCheckedIn'; party: DoorParty; alreadyCheckedIn: boolean }
  | { type: 'openWalkIn' }
  | { type: 'openNoted' }
  | { type: 'backToFind' }

export const initialView: KioskView = { screen: 'find', tickets: null, parties: [], selectedId: null, selectedPartyId: null }

export function kioskReducer(view: KioskView, action: KioskAction): KioskView {
  switch (action.type) {
    case 'found': {
      const parties = action.parties ?? []
      const found = { screen: 'find', tickets: action.tickets, parties, selectedId: null, selectedPartyId: null } as const
      const [only, ...others] = action.tickets
      // One ticket found (a scanned reference, say) and no party: a used one goes straight to its screen, another is selected.
      if (only && others.length === 0 && parties.length === 0) {
        if (ticketUse(only) === 'used') return { screen: 'used', ticket: only }
        return { ...found, selectedId: only.id }
      }
      return found
    }
    case 'select': {
      if (view.screen !== 'find' || !view.tickets) return view
      const ticket = view.tickets.find((candidate) => candidate.id === action.ticketId)
      if (!ticket || ticketUse(ticket) === 'used') return view
      return { ...view, selectedId: ticket.id, selectedPartyId: null }
    }
    case 'selectParty': {
      if (view.screen !== 'find') return view
      const party = view.parties.find((candidate) => candidate.id === action.partyId)
      // A party already checked in cannot be checked in again: its card only says so.
      if (!party || party.status !== 'expected') return view
      return { ...view, selectedId: null, selectedPartyId: party.id }
    }
    case 'ticketUsed':
      return { screen: 'used', ticket: action.ticket }
    case 'checkedIn':
      return { screen: 'welcome', ticket: action.ticket, pendingSync: action.pendingSync }
    case 'partyCheckedIn':
      return { screen: 'partyWelcome', party: action.party, alreadyCheckedIn: action.alreadyCheckedIn }
    case 'openWalkIn':
      return { screen: 'walkIn' }
    case 'openNoted':
      return { screen: 'noted' }
    case 'backToFind':
      return initialView
  }
}
