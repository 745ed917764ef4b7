import type { Payload, PayloadRequest } from 'payload'
import { createLocalReq, NotFound } from 'payload'
import { paymentProvider } from '@plugins/payments'
import { BOOKING_REFUNDS_SLUG, BOOKINGS_SLUG } from '../types'
import { lockedBooking } from './bookingLock'
import { flagForStaff } from './flagForStaff'
import { inTransaction } from '@/lib/db/transaction'
import { returnCreditsForBooking } from '@plugins/credits'
import { returnVoucherForBooking } from '@plugins/vouchers'

export type RefundResult =
  { status: 'refunded'; refundId: string } | { status: 'nothing_due' | 'already_refunded' } | { status: 'not_refundable'; detail: string }

/**
 * Hands back a booking's `refundDuePence` through the provider it was paid with, then records the
 * refund. The provider call happens outside any transaction and carries an idempotency key, so a
 * retried job can never refund twice; the booking row records the outcome under its lock.
 */
export async function refundBooking(payload: Payload, bookingId: number): Promise<RefundResult> {
  const booking = await payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true })
  if (booking.refundedAt) return { status: 'already_refunded' }
  const amountPence = booking.refundDuePence ?? 0
  if (amountPence <= 0) return { status: 'nothing_due' }

  const provider = paymentProvider(payload)
  if (!booking.paymentReference || booking.paymentProvider !== provider.name) {
    const detail = `Refund of ${amountPence}p due, but the payment was taken by "${booking.paymentProvider ?? 'nobody'}": refund it by hand.`
    await flagForStaff(payload, bookingId, detail)
    return { status: 'not_refundable', detail }
  }
  const refund = await provider.refund({
    intentId: booking.paymentReference,
    amountPence,
    idempotencyKey: `refund-booking-${bookingId}-${amountPence}`,
  })

  const req: PayloadRequest = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const current = await lockedBooking(req, bookingId)
    if (!current) throw new NotFound(req.t)
    if (current.refundedAt) return
    const refundedAt = new Date().toISOString()
    await payload.update({
      collection: BOOKINGS_SLUG,
      id: bookingId,
      // A running total: staff may have refunded part of the payment before it was cancelled.
      data: { status: 'refunded', refundedPence: (current.refundedPence ?? 0) + amountPence, refundReference: refund.id, refundedAt },
      req,
      overrideAccess: true,
      context: { bookingTransition: true },
    })
    await payload.create({
      collection: BOOKING_REFUNDS_SLUG,
      data: { booking: bookingId, amountPence, status: 'succeeded', kind: 'cancellation', providerRefundId: refund.id, refundedAt },
      req,
      overrideAccess: true,
    })
    await returnCreditsForBooking(req, bookingId, 'Booking refunded')
    await returnVoucherForBooking(req, bookingId, 'Booking refunded')
  })
  return { status: 'refunded', refundId: refund.id }
}
