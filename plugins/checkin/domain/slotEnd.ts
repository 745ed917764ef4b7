import { minutesOfDay } from '@/fields/validators'
import { parseSlotRange, timeFromMinutes } from '@plugins/booking/contract'

/**
 * When a booked session ends. A booking keeps its slot's start and label ('9:30 AM - 11:30 AM'),
 * written from the schedule when it was made, so the label says the end even if the schedule has
 * changed since; the session length is only a fallback for a label that is not a time range.
 */
export function slotEndOf(booking: { slotStart: string; slotLabel: string }, sessionLengthMinutes: number): string {
  const range = parseSlotRange(booking.slotLabel)
  if (range && range.start === booking.slotStart) return range.end
  return timeFromMinutes(minutesOfDay(booking.slotStart) + sessionLengthMinutes)
}
