import { BOOKING_STATUS, isSettled } from './bookingStatus'
import type { Seat } from '../types'

type SeatedBooking = { status: string; date: string; slotStart: string; children: number }

const takesPlaces = (booking: SeatedBooking) => booking.status === BOOKING_STATUS.held || isSettled(booking.status)

/**
 * The session a change of booking gave places back to, if any: it took places there before and
 * now takes none there (cancelled, refunded, expired, moved or seated elsewhere) or fewer. Days
 * already over free nothing anyone could use.
 */
export function freedSeat(before: SeatedBooking, after: SeatedBooking, today: string): Seat | null {
  if (!takesPlaces(before) || before.date < today) return null
  const sameSeat = after.date === before.date && after.slotStart === before.slotStart
  const stillTaken = sameSeat && takesPlaces(after) ? after.children : 0
  return stillTaken < before.children ? { date: before.date, slotStart: before.slotStart } : null
}
