import type { PayloadRequest } from 'payload'
import { lockBooking } from '@plugins/booking'
import { transactionDb } from '@/lib/db/transaction'

/**
 * Test-only switch for the race test's control run: with CHECKIN_TEST_DISABLE_BOOKING_LOCK=1 the
 * booking lock below is skipped, to show the double check-in it prevents. Never in production
 * (the config refuses to load with it), and read per call so one test can flip it.
 */
export function visitLockDisabled(): boolean {
  return process.env.NODE_ENV !== 'production' && process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK === '1'
}

/**
 * Serialises every change to one booking until the transaction ends: the same lock payments,
 * cancellations and refunds take, so a check-in can never interleave with a cancellation.
 */
export async function lockVisit(req: PayloadRequest, bookingId: number): Promise<void> {
  if (visitLockDisabled()) return
  await lockBooking(await transactionDb(req), bookingId)
}
