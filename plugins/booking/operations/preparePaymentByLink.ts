import type { PayloadRequest } from 'payload'
import { clientSecretHash, paymentProvider } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import { bookingIntentInput } from '../domain/bookingIntent'
import { BOOKINGS_SLUG } from '../types'
import { loadDays } from './loadDay'

export type PaymentByLinkResult =
  | { status: 'ready'; booking: Booking; clientSecret: string; provider: string }
  | { status: 'already_paid'; booking: Booking }
  | { status: 'released'; booking: Booking }
  | { status: 'payment_unavailable' }

const PAID: ReadonlySet<Booking['status']> = new Set(['paid', 'checked_in', 'checked_out'])

/**
 * The payment step of a booking staff hold for a family (docs/adr/0019): while the hold lasts, the
 * booking's one payment intent (made on the first visit to the link, the same one on every later
 * visit), so paying twice from two tabs is one payment. It is confirmed like any online payment,
 * through the provider's events. Network calls only; the single write is the intent's reference.
 */
export async function preparePaymentByLink(req: PayloadRequest, booking: Booking, now: Date = new Date()): Promise<PaymentByLinkResult> {
  if (PAID.has(booking.status)) return { status: 'already_paid', booking }
  if (booking.status !== 'held' || !booking.holdExpiresAt || new Date(booking.holdExpiresAt) <= now) return { status: 'released', booking }

  const provider = paymentProvider(req.payload)
  try {
    if (booking.paymentReference && booking.paymentProvider === provider.name) {
      const known = await provider.retrieveIntent(booking.paymentReference).catch(() => null)
      if (known?.status === 'succeeded' || known?.status === 'processing') return { status: 'already_paid', booking }
      if (known?.clientSecret && known.status === 'requires_payment')
        return { status: 'ready', booking, clientSecret: known.clientSecret, provider: provider.name }
    }
    const { settings } = await loadDays(req, booking.date, booking.date)
    const intent = await provider.createIntent(bookingIntentInput(booking, settings.bankDebitMinDaysAhead, now))
    if (!intent.clientSecret) return { status: 'payment_unavailable' }
    if (booking.paymentReference !== intent.id) {
      await req.payload.update({
        collection: BOOKINGS_SLUG,
        id: booking.id,
        data: { paymentProvider: provider.name, paymentReference: intent.id, clientSecretHash: clientSecretHash(intent.clientSecret) },
        overrideAccess: true,
      })
    }
    return { status: 'ready', booking, clientSecret: intent.clientSecret, provider: provider.name }
  } catch (error) {
    req.payload.logger.error({ err: error, booking: booking.id, msg: 'the payment for a pay-by-link booking could not be prepared' })
    return { status: 'payment_unavailable' }
  }
}
