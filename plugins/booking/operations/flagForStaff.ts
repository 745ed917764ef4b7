import type { Payload } from 'payload'
import { withNoteLine } from '../domain/staffNote'
import { BOOKINGS_SLUG } from '../types'

/**
 * Marks a booking for staff attention with a line in its note, once: a line already noted is not
 * flagged again, so a repeating job never re-flags what staff have handled and cleared.
 */
export async function flagForStaff(payload: Payload, bookingId: number, line: string): Promise<'flagged' | 'already'> {
  const booking = await payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true })
  if (booking.staffNote?.split('\n').includes(line)) return 'already'
  await payload.update({ collection: BOOKINGS_SLUG, id: bookingId, data: { needsAttention: true, staffNote: withNoteLine(booking.staffNote, line) }, overrideAccess: true })
  return 'flagged'
}
