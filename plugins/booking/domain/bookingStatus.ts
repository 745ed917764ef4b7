import { BOOKING_STATUSES, type BookingStatus } from '../types'

/**
 * What a booking's status means, said once for the site, the desk and the other plugins. Nobody
 * outside the booking plugin spells a status: they name it here (`BOOKING_STATUS.paid`) or ask
 * one of the sets below.
 */
export const BOOKING_STATUS = Object.fromEntries(BOOKING_STATUSES.map((status) => [status, status])) as {
  readonly [S in BookingStatus]: S
}

/**
 * Paid for and kept: the children occupy places (a `held` booking only until its hold expires,
 * and it is not in here), the money is taken, and a payment for it is settled. A no-show keeps
 * its places and its money: it exists only for days already over.
 */
export const SETTLED_STATUSES = ['paid', 'checked_in', 'checked_out', 'no_show'] as const satisfies readonly BookingStatus[]
export type SettledStatus = (typeof SETTLED_STATUSES)[number]

/** A family through the door today: checked in, or checked in and gone home. */
export const ARRIVED_STATUSES = ['checked_in', 'checked_out'] as const satisfies readonly BookingStatus[]
export type ArrivedStatus = (typeof ARRIVED_STATUSES)[number]

/**
 * A ticket the door deals with: paid and not yet through the door, or arrived. The kiosk finds
 * only these, and a ticket's status there is one of them.
 */
export const TICKET_STATUSES = ['paid', 'checked_in', 'checked_out'] as const satisfies readonly BookingStatus[]
export type TicketStatus = (typeof TICKET_STATUSES)[number]

const settled: ReadonlySet<string> = new Set(SETTLED_STATUSES)
const arrived: ReadonlySet<string> = new Set(ARRIVED_STATUSES)

/** Whether a booking in this status is paid for and kept (see SETTLED_STATUSES). */
export function isSettled(status: string | null | undefined): status is SettledStatus {
  return status != null && settled.has(status)
}

/** Whether a booking in this status has come through the door. */
export function hasArrived(status: string | null | undefined): status is ArrivedStatus {
  return status != null && arrived.has(status)
}

/** Whether a booking still holds its places while it waits to be paid: held, and its hold not yet over. */
export function isLiveHold(booking: { status: string; holdExpiresAt?: string | null }, now: Date): boolean {
  return booking.status === BOOKING_STATUS.held && Boolean(booking.holdExpiresAt) && new Date(booking.holdExpiresAt!) > now
}
