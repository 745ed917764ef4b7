import type { Endpoint } from 'payload'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { bookingRequestSchema } from '../domain/bookingRequestSchema'
import { placeBooking } from '../operations/placeBooking'
import { voucherRefusalResponse } from '@plugins/vouchers'
import { bookingRefusalResponse } from './bookingRefusal'
import type { SanitizedBookingOptions } from '../types'

/** POST /api/create-booking-payment: the spec's booking payload in, a held booking and a payment out. Public. */
export const createBookingPaymentEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/create-booking-payment',
  method: 'post',
  custom: endpointSchemas({ body: bookingRequestSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, bookingRequestSchema)
    if (!body.ok) return body.response
    const result = await placeBooking(req, options, body.data, new Date(), clientKey(req.headers, options.secret))
    switch (result.status) {
      case 'invalid':
      case 'price_changed':
      case 'unavailable':
      case 'full':
      case 'promo_refused':
        return bookingRefusalResponse(result)
      case 'voucher_refused':
        return voucherRefusalResponse(result.refusal)
      case 'too_many_holds':
        return Response.json(
          {
            error: {
              code: 'too_many_holds',
              message: `You already have places held and waiting for payment. Please finish paying for them, or try again in ${Math.ceil(result.retryAfterSeconds / 60)} minutes.`,
            },
          },
          { status: 429, headers: { 'retry-after': String(result.retryAfterSeconds) } },
        )
      case 'payment_unavailable':
        return jsonError(
          503,
          'payment_unavailable',
          'Payments are unavailable just now. Your places were not held; please try again in a few minutes.',
        )
      case 'created': {
        const { booking } = result
        return Response.json(
          {
            clientSecret: result.clientSecret,
            bookingId: booking.id,
            reference: booking.reference,
            sessionCreditsUsed: booking.sessionCreditsUsed ?? 0,
            originalAmount: booking.originalAmountPence,
            finalAmount: booking.finalAmountPence,
            creditSavings: booking.creditSavingsPence,
            promoCode: booking.promoCode ?? null,
            promoDiscount: booking.promoDiscountPence ?? 0,
            voucherCode: booking.voucherCode ?? null,
            voucherApplied: booking.voucherAppliedPence ?? 0,
            holdExpiresAt: booking.holdExpiresAt,
            provider: result.provider,
          },
          { status: 201 },
        )
      }
    }
  },
})
