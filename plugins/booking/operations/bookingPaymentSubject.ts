import type { PayloadRequest } from 'payload'
import type { PaymentSubject } from '@plugins/payments'
import { isSettled } from '../domain/bookingStatus'
import { BOOKINGS_SLUG } from '../types'
import { applyPaymentEvent } from './applyPaymentEvent'

async function bookingByIntent(req: PayloadRequest, intentId: string) {
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { paymentReference: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Bookings as something the payments plugin takes money for. */
export const bookingPaymentSubject: PaymentSubject = {
  purpose: 'booking',
  onEvent: applyPaymentEvent,
  async findIntent(req, intentId) {
    const booking = await bookingByIntent(req, intentId)
    return booking ? { amountPence: booking.finalAmountPence, metadata: { bookingId: String(booking.id) } } : null
  },
  async settled(req, intentId, outcome) {
    const booking = await bookingByIntent(req, intentId)
    if (booking && isSettled(booking.status)) return { status: 'paid' }
    if (booking?.refundDuePence) {
      return {
        status: 'refunded',
        message:
          'Sorry, these places were taken while you were paying. Your payment has been refunded in full; please choose another session.',
      }
    }
    return { status: 'not_applied', message: outcome.detail ?? `This booking is ${booking?.status ?? 'unknown'} and cannot be paid` }
  },
}
