import type { Endpoint } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { venueDateTimeText } from '@/lib/time/formatDate'
import type { PayByLinkAnswer } from '../domain/bookingAnswers'
import { verifyManageToken } from '../domain/manageToken'
import { preparePaymentByLink } from '../operations/preparePaymentByLink'
import { publicBookingView } from '../operations/publicBookingView'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'

export const payByLinkBody = z.object({ token: z.string().min(10).max(100) })

/**
 * POST /api/bookings/pay { token }: the e-mailed payment link of a booking staff took (ADR 0019).
 * While its places are held: the payment's client secret and the booking as the family may see it.
 * Paid already, or released: 409 with what to do. Public; the token is the booking's manage token.
 */
export const payByLinkEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/pay',
  method: 'post',
  custom: endpointSchemas({ body: payByLinkBody }),
  handler: async (req) => {
    const body = await readJsonBody(req, payByLinkBody)
    if (!body.ok) return body.response
    const bookingId = verifyManageToken(options.secret, body.data.token)
    const booking = bookingId
      ? await req.payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true, disableErrors: true })
      : null
    if (!booking) return jsonError(400, 'invalid_link', 'This payment link is not valid. Please use the link in your e-mail, or call us.')

    const result = await preparePaymentByLink(req, booking)
    const noStore = { 'cache-control': 'no-store' }
    switch (result.status) {
      case 'already_paid':
        return jsonError(
          409,
          'already_paid',
          `Booking ${booking.reference} is already paid. Your confirmation e-mail has the details and your check-in code.`,
        )
      case 'released':
        return jsonError(
          409,
          'hold_released',
          booking.holdExpiresAt && booking.status !== 'cancelled'
            ? `The places held for booking ${booking.reference} were released on ${venueDateTimeText(booking.holdExpiresAt)}. Please book again online or call us.`
            : `Booking ${booking.reference} is no longer held for payment. Please book again online or call us.`,
        )
      case 'payment_unavailable':
        return jsonError(
          503,
          'payment_unavailable',
          'Payments are unavailable just now. Your places are still held; please try again in a few minutes.',
        )
      case 'ready':
        return Response.json(
          {
            clientSecret: result.clientSecret,
            provider: result.provider,
            holdExpiresAt: booking.holdExpiresAt ?? null,
            amountPence: booking.finalAmountPence,
            booking: await publicBookingView(req, booking),
          } satisfies PayByLinkAnswer,
          { headers: noStore },
        )
    }
  },
})
