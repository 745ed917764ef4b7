import type { KioskTicket } from './kioskApi'

/** The legend's three states (seed 001 §2): green, orange, red. */
export type TicketUse = 'available' | 'playing' | 'used'

export const TICKET_USE_LABEL: Record<TicketUse, string> = {
  available: 'Available to Use',
  playing: 'Currently Playing',
  used: 'Used - Cannot Reuse',
}

export function ticketUse(ticket: Pick<KioskTicket, 'checkedIn' | 'checkedOut'>): TicketUse {
  if (ticket.checkedOut) return 'used'
  return ticket.checkedIn ? 'playing' : 'available'
}

/** 'Jane  Smith' -> 'Jane': the greeting after check-in. */
export function firstName(customerName: string): string {
  return customerName.trim().split(/\s+/)[0] ?? ''
}
