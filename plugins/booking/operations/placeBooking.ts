import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { clientSecretHash, paymentProvider } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import type { BookingRequest } from '../domain/bookingRequestSchema'
import { bookingIntentInput } from '../domain/bookingIntent'
import { childTicketPrices } from '../domain/priceBooking'
import { liveHoldLimitReached } from './liveHoldLimit'
import { applyPaymentEvent } from './applyPaymentEvent'
import { reserveBooking } from './reserveBooking'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'
import { returnCreditsForBooking, takeCreditsForBooking } from '@plugins/credits'
import { isVerifiedFor } from '@plugins/verification'
import {
  countVoucherAttempt,
  findUsableVoucher,
  returnVoucherForBooking,
  spendVoucherForBooking,
  type VoucherRefusal,
} from '@plugins/vouchers'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import type { PromoRefusal } from '../domain/promoCode'

export type PlaceBookingResult =
  | { status: 'created'; booking: Booking; clientSecret: string | null; provider: string }
  | { status: 'invalid'; message: string; fields: Record<string, string> }
  | { status: 'price_changed'; currentTotalPence: number }
  | { status: 'unavailable'; message: string }
  | { status: 'full'; placesLeft: number }
  | { status: 'payment_unavailable' }
  | { status: 'too_many_holds'; retryAfterSeconds: number }
  | { status: 'promo_refused'; refusal: PromoRefusal }
  | { status: 'voucher_refused'; refusal: VoucherRefusal }

/**
 * POST /api/create-booking-payment's work: check the day, slot and tickets against the CMS,
 * price on the server, hold the places (one transaction), then create the payment intent
 * (after the transaction: never a network call while the slot is locked).
 */
export async function placeBooking(
  req: PayloadRequest,
  options: SanitizedBookingOptions,
  input: BookingRequest,
  now: Date = new Date(),
  clientKey: string | null = null,
): Promise<PlaceBookingResult> {
  // Credits apply only for the address this browser proved it reads: never on a typed address alone.
  const verified = isVerifiedFor(req, input.customerEmail)
  // A code is an attempt counted per client (as the check call's), then checked before anything is held.
  let voucher: { voucherId: number; code: string } | null = null
  if (input.voucherCode) {
    const limited = clientKey ? await countVoucherAttempt(req, clientKey) : null
    if (limited) return { status: 'voucher_refused', refusal: limited }
    const found = await findUsableVoucher(req, input.voucherCode, now)
    if (found.status === 'refused') return { status: 'voucher_refused', refusal: found }
    voucher = found
  }
  const held = await reserveBooking(req, options, input, now, {
    clientKey,
    refuse: clientKey ? () => liveHoldLimitReached(req, options, { clientKey, email: input.customerEmail }, now) : undefined,
    afterHold: async (booking, ticketTypes) => {
      const creditableTickets = verified ? childTicketPrices(input.ticketQuantities, ticketTypes) : []
      const credits = await takeCreditsForBooking(req, {
        email: input.customerEmail,
        bookingId: booking.id,
        childTicketPrices: creditableTickets,
      })
      // The promo discount is priced first, on list prices; credits then cover whole child tickets;
      // a voucher pays what is left, up to its balance (read under its row lock).
      const afterCredits = Math.max(0, booking.originalAmountPence - (booking.promoDiscountPence ?? 0) - credits.savingsPence)
      const voucherPence = voucher
        ? await spendVoucherForBooking(req, { voucherId: voucher.voucherId, bookingId: booking.id, duePence: afterCredits, now })
        : 0
      if (credits.used === 0 && !voucher) return null
      return {
        ...(credits.used > 0 ? { sessionCreditsUsed: credits.used, creditSavingsPence: credits.savingsPence } : {}),
        ...(voucher ? { voucherCode: voucher.code, voucherAppliedPence: voucherPence } : {}),
        finalAmountPence: afterCredits - voucherPence,
      }
    },
  })
  if (held.status === 'refused') return { status: 'too_many_holds', retryAfterSeconds: held.holdMinutes * 60 }
  if (held.status !== 'held') return held
  const { settings } = held

  const provider = paymentProvider(req.payload)
  const { booking } = held
  if (booking.finalAmountPence === 0) {
    // Nothing to pay (credits or a voucher cover it all): the booking is confirmed through the same event path.
    await req.payload.update({
      collection: BOOKINGS_SLUG,
      id: booking.id,
      data: { paymentProvider: 'free', paymentReference: `free_${booking.id}` },
      overrideAccess: true,
    })
    await applyPaymentEvent(req, {
      provider: 'free',
      eventId: `free_${booking.id}`,
      type: 'payment_succeeded',
      intentId: `free_${booking.id}`,
      amountPence: 0,
      currency: 'gbp',
      metadata: { bookingId: String(booking.id) },
    })
    return { status: 'created', booking, clientSecret: null, provider: 'free' }
  }
  try {
    const intent = await provider.createIntent(bookingIntentInput(booking, settings.bankDebitMinDaysAhead, now))
    const updated = await req.payload.update({
      collection: BOOKINGS_SLUG,
      id: booking.id,
      data: {
        paymentProvider: provider.name,
        paymentReference: intent.id,
        clientSecretHash: intent.clientSecret ? clientSecretHash(intent.clientSecret) : null,
      },
      overrideAccess: true,
    })
    return { status: 'created', booking: updated, clientSecret: intent.clientSecret, provider: provider.name }
  } catch (error) {
    req.payload.logger.error({ err: error, booking: booking.id, msg: 'payment intent could not be created; releasing the hold' })
    await req.payload.update({
      collection: BOOKINGS_SLUG,
      id: booking.id,
      data: { staffNote: 'Payment provider unavailable; hold released' },
      overrideAccess: true,
    })
    await releaseHold(req, booking.id)
    return { status: 'payment_unavailable' }
  }
}

async function releaseHold(req: PayloadRequest, bookingId: number): Promise<void> {
  await inTransaction(req, async () => {
    await (
      await transactionDb(req)
    ).execute(sql`update bookings set status = 'cancelled', updated_at = now() where id = ${bookingId} and status::text = 'held'`)
    await returnCreditsForBooking(req, bookingId, 'Payment provider unavailable; hold released')
    await returnVoucherForBooking(req, bookingId, 'Payment provider unavailable; hold released')
  })
}
