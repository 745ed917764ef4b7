import type { PayloadRequest } from 'payload'
import { lockedBooking } from '@plugins/booking'
import type { Booking } from '@/payload-types'

/**
 * Test-only switch for the race test's control run: with CHECKIN_TEST_DISABLE_BOOKING_LOCK=1 the
 * booking lock below is skipped, to show the double check-in it prevents. Never in production
 * (the config refuses to load with it), and read per call so one test can flip it.
 */
export function visitLockDisabled(): boolean {
  return process.env.NODE_ENV !== 'production' && process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK === '1'
}

/**
 * The booking a visit changes, read under the lock every change to it takes until the transaction
 * ends (payments, cancellations and refunds take the same), so a check-in can never interleave
 * with a cancellation; null when there is no such booking.
 */
export async function lockedVisitBooking(req: PayloadRequest, bookingId: number): Promise<Booking | null> {
  return lockedBooking(req, bookingId, { lock: !visitLockDisabled() })
}
