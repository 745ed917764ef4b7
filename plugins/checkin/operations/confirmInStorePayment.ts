import type { PayloadRequest } from 'payload'
import { writeInStorePayment } from '@plugins/booking'
import type { Booking } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { lockedVisitBooking } from './visitLock'

export type ConfirmPaymentResult =
  | { status: 'confirmed'; booking: Booking }
  | { status: 'not_found' }
  | { status: 'refused'; code: 'not_walk_in' | 'already_confirmed'; message: string }

/** A member of staff confirms what the desk took for a walk-in: the amount, who and when, once. */
export async function confirmInStorePayment(
  req: PayloadRequest,
  request: { bookingId: number; amountPaidPence: number; staffUserId: number; now?: Date },
): Promise<ConfirmPaymentResult> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    const booking = await lockedVisitBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    if (booking.source !== 'walk_in')
      return { status: 'refused', code: 'not_walk_in', message: 'Only a walk-in paid at the desk has an in-store payment to confirm.' }
    if (booking.inStorePaymentConfirmedAt)
      return { status: 'refused', code: 'already_confirmed', message: 'This walk-in’s payment has already been confirmed.' }
    const updated = await writeInStorePayment(req, booking.id, {
      amountPaidPence: request.amountPaidPence,
      staffUserId: request.staffUserId,
      at: now,
    })
    return { status: 'confirmed', booking: updated }
  })
}
