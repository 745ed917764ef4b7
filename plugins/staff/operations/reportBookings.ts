import type { Payload } from 'payload'
import { bookingsReport } from '@plugins/booking'
import type { ReportBookingRow } from '../domain/reportRows'

/**
 * Every booking for a session from `from` to `to` (business dates, inclusive) except holds that
 * were never paid, in session order: the booking plugin's read for the bookings file.
 */
export async function reportBookings(payload: Payload, from: string, to: string): Promise<ReportBookingRow[]> {
  return bookingsReport(payload, from, to)
}
