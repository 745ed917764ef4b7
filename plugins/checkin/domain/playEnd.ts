import { checkInWindow } from './checkInWindow'
import { slotEndOf } from './slotEnd'
import { flexiblePlayEndsAt } from './flexibleCheckIn'

type SlotOf = { date: string; slotStart: string; slotLabel: string }

/** The end of a booked session as an instant (a session past midnight ends the next day). */
export function sessionEndsAt(booking: SlotOf, sessionLengthMinutes: number): Date {
  const slot = {
    date: booking.date,
    slotStart: booking.slotStart,
    slotEnd: slotEndOf(booking, sessionLengthMinutes),
    slotLabel: booking.slotLabel,
  }
  return checkInWindow(slot, 0).closesAt
}

/**
 * When a visit checked in at `checkedInAt` stops playing: on a flexible day (a play length is
 * given) that long after check-in; on an event day the end of the session chosen.
 */
export function playEndsAtFor(booking: SlotOf, checkedInAt: Date, flexiblePlayMinutes: number | null, sessionLengthMinutes: number): Date {
  return flexiblePlayMinutes !== null ? flexiblePlayEndsAt(checkedInAt, flexiblePlayMinutes) : sessionEndsAt(booking, sessionLengthMinutes)
}

/** A checked-in visit's end as recorded at check-in; visits from before it was recorded end with their session. */
export function visitEndsAt(booking: SlotOf & { playEndsAt?: string | null }, sessionLengthMinutes: number): Date {
  return booking.playEndsAt ? new Date(booking.playEndsAt) : sessionEndsAt(booking, sessionLengthMinutes)
}
