import type { KioskTicket } from './kioskApi'
import { ticketUse } from './ticketUse'

/** The screen the kiosk shows within one family's visit to it; starting over discards all of it. */
export type KioskView =
  | { screen: 'find'; tickets: KioskTicket[] | null; selectedId: number | null }
  | { screen: 'walkIn' }
  | { screen: 'used'; ticket: KioskTicket }
  | { screen: 'welcome'; ticket: KioskTicket; pendingSync: boolean }
  | { screen: 'noted' }

export type KioskScreen = KioskView['screen']

export type KioskAction =
  | { type: 'found'; tickets: KioskTicket[] }
  | { type: 'select'; ticketId: number }
  | { type: 'ticketUsed'; ticket: KioskTicket }
  | { type: 'checkedIn'; ticket: KioskTicket; pendingSync: boolean }
  | { type: 'openWalkIn' }
  | { type: 'openNoted' }
  | { type: 'backToFind' }

export const initialView: KioskView = { screen: 'find', tickets: null, selectedId: null }

export function kioskReducer(view: KioskView, action: KioskAction): KioskView {
  switch (action.type) {
    case 'found': {
      const [only, ...others] = action.tickets
      // One ticket found (a scanned reference, say): a used one goes straight to its screen, another is selected.
      if (only && others.length === 0) {
        if (ticketUse(only) === 'used') return { screen: 'used', ticket: only }
        return { screen: 'find', tickets: action.tickets, selectedId: only.id }
      }
      return { screen: 'find', tickets: action.tickets, selectedId: null }
    }
    case 'select': {
      if (view.screen !== 'find' || !view.tickets) return view
      const ticket = view.tickets.find((candidate) => candidate.id === action.ticketId)
      if (!ticket || ticketUse(ticket) === 'used') return view
      return { ...view, selectedId: ticket.id }
    }
    case 'ticketUsed':
      return { screen: 'used', ticket: action.ticket }
    case 'checkedIn':
      return { screen: 'welcome', ticket: action.ticket, pendingSync: action.pendingSync }
    case 'openWalkIn':
      return { screen: 'walkIn' }
    case 'openNoted':
      return { screen: 'noted' }
    case 'backToFind':
      return initialView
  }
}
