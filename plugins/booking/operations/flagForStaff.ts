import type { Payload } from 'payload'
import { flagRecordForStaff } from '@/lib/db/flagForStaff'

/** Marks a booking for staff attention with a line in its note, once (flagRecordForStaff). */
export function flagForStaff(payload: Payload, bookingId: number, line: string): Promise<'flagged' | 'already'> {
  return flagRecordForStaff(payload, 'bookings', bookingId, line)
}
