import { BOOKING_STATUS } from '@plugins/booking/contract'
import {
  foldForSearch,
  offlineItemSchema,
  referenceCandidate,
  type KioskTicket,
  type OfflineItemInput,
  type OfflineSyncAnswer,
} from '@plugins/checkin/contract'
import { businessDate } from '@/lib/time/businessDate'

/**
 * Whether a copy is of the business day under way at `now` (London): the door's day ends at
 * midnight there, whatever the tablet's own time zone, and yesterday's copy is wiped.
 */
export function isCopyOfToday(copy: { day: string }, now: Date): boolean {
  return copy.day === businessDate(now)
}

/** The most tickets one search shows, as the server's search (plugins/checkin/operations/searchTickets.ts). */
export const MAX_FOUND = 20

/** What the tablet recorded offline and has not yet sent, with what the door screen says of it (never a name). */
export type QueuedItem = { item: OfflineItemInput; label: string }

/** What became of one sent item, as the tablet shows it (the label, never a name). */
export type SyncedItem = Omit<OfflineSyncAnswer['results'][number], 'replayed'> & { label: string; kind: OfflineItemInput['kind'] }

const clock = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: '2-digit', hourCycle: 'h12', timeZone: 'Europe/London' })
const timeOf = (iso: string) => clock.format(new Date(iso)).toUpperCase()

/**
 * An item recorded at the door, checked by the sync call's own schema (so a batch is never refused
 * for its shape), with its screen label: the booking's reference for a ticket, the kind otherwise.
 */
export function queuedItem(item: OfflineItemInput, reference: string | null): QueuedItem {
  offlineItemSchema.parse(item)
  const at = timeOf(item.happenedAt)
  const booking = reference ? ` of booking ${reference}` : ''
  const labels: Record<OfflineItemInput['kind'], string> = {
    check_in: `Check-in${booking} at ${at}`,
    check_out: `Check-out${booking} at ${at}`,
    walk_in: `New customer (paid in store) at ${at}`,
    noted: `Family noted for staff at ${at}`,
  }
  return { item, label: labels[item.kind] }
}

/** A ticket as the tablet last knew it, with what it recorded offline applied (checked in: playing). */
export function withQueued(ticket: KioskTicket, queue: readonly QueuedItem[]): KioskTicket {
  let current = ticket
  for (const { item } of queue) {
    if (!('ticketId' in item) || item.ticketId !== ticket.id) continue
    if (item.kind === 'check_in' && !current.checkedIn)
      current = { ...current, status: BOOKING_STATUS.checked_in, checkedIn: true, checkedInAt: item.happenedAt }
    if (item.kind === 'check_out' && !current.checkedOut)
      current = { ...current, status: BOOKING_STATUS.checked_out, checkedIn: true, checkedOut: true, checkedOutAt: item.happenedAt }
  }
  return current
}

/**
 * The ticket search on the tablet's copy of today: a name containing the text (any case, any
 * accents) or the booking reference, in the copy's order (the server's: session, then booking), at
 * most MAX_FOUND, with what the tablet recorded offline applied. The 2-letter rule is the form's.
 */
export function searchCopy(tickets: readonly KioskTicket[], text: string, queue: readonly QueuedItem[]): KioskTicket[] {
  const needle = foldForSearch(text)
  const reference = referenceCandidate(text)
  return tickets
    .filter((ticket) => foldForSearch(ticket.customerName).includes(needle) || ticket.reference === reference)
    .slice(0, MAX_FOUND)
    .map((ticket) => withQueued(ticket, queue))
}

/** The ticket a walk-in taken offline shows on the welcome screen until the server has it. */
export function offlineWalkInTicket(customerName: string, children: number, adults: number, happenedAt: string): KioskTicket {
  return {
    id: 0,
    reference: '',
    customerName,
    bookingDate: businessDate(new Date(happenedAt)),
    timeSlot: 'the session under way',
    slotStart: '',
    slotEnd: '',
    numberOfChildren: children,
    numberOfAdults: adults,
    totalAmount: 0,
    status: BOOKING_STATUS.checked_in,
    checkedIn: true,
    checkedOut: false,
    checkedInAt: happenedAt,
    checkedOutAt: null,
    isWalkIn: true,
    arrivalTimes: null,
    playEndsAt: null,
  }
}
