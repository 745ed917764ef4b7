import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readQuery } from '@/lib/http/requestInput'
import { formatPence } from '@/lib/money'
import { clientSecretHash } from '@plugins/payments'
import type { BookingConfirmationAnswer, CancelBookingAnswer, ManageBookingAnswer } from '../domain/bookingAnswers'
import { customerCancellationTerms } from '../domain/cancellationPolicy'
import { verifyManageToken } from '../domain/manageToken'
import { familyMoveSchema } from '../domain/moveBookingSchema'
import { cancelBooking } from '../operations/cancelBooking'
import { moveBooking } from '../operations/moveBooking'
import { moveAnswer } from './moveAnswer'
import { loadCancellationSettings } from '../operations/cancellationSettings'
import { publicBookingView } from '../operations/publicBookingView'
import { runQueuedRefund } from '../operations/runQueuedRefund'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'

const confirmationQuery = z.object({ clientSecret: z.string().min(10).max(300) })
const tokenSchema = z.string().min(10).max(100)
const manageQuery = z.object({ token: tokenSchema })
const cancelBody = z.object({ token: tokenSchema })

const invalidLink = () =>
  jsonError(400, 'invalid_link', 'This link is not valid. Please use the link in your confirmation e-mail, or call us.')

/**
 * GET /api/bookings/confirmation?clientSecret=: the booking paid with this client secret, as the
 * server knows it. The secret is what Stripe hands back to the return page, so the page can show
 * the truth after a redirect, a refresh or a lost session storage. Public.
 */
export const bookingConfirmationEndpoint: Endpoint = {
  path: '/confirmation',
  method: 'get',
  custom: endpointSchemas({ query: confirmationQuery }),
  handler: async (req) => {
    const query = readQuery(req, confirmationQuery)
    if (!query.ok) return jsonError(400, 'validation_failed', 'A payment client secret is required')
    const { docs } = await req.payload.find({
      collection: BOOKINGS_SLUG,
      where: { clientSecretHash: { equals: clientSecretHash(query.data.clientSecret) } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
    if (!docs[0]) return jsonError(404, 'not_found', 'We could not find this booking.')
    return Response.json({ booking: await publicBookingView(req, docs[0]) } satisfies BookingConfirmationAnswer, {
      headers: { 'cache-control': 'no-store' },
    })
  },
}

async function bookingFromToken(req: PayloadRequest, options: SanitizedBookingOptions, token: string) {
  const bookingId = verifyManageToken(options.secret, token)
  if (!bookingId) return null
  return req.payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true, disableErrors: true })
}

/** GET /api/bookings/manage?token=: the e-mailed link's view of a booking and what cancelling it would do. */
export const manageBookingEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/manage',
  method: 'get',
  custom: endpointSchemas({ query: manageQuery }),
  handler: async (req) => {
    const query = readQuery(req, manageQuery)
    const booking = query.ok ? await bookingFromToken(req, options, query.data.token) : null
    if (!booking) return invalidLink()
    const settings = await loadCancellationSettings(req)
    const terms = customerCancellationTerms(booking, settings, new Date())
    return Response.json(
      {
        booking: await publicBookingView(req, booking),
        cancellation: {
          allowed: terms.allowed,
          refundPence: terms.refundPence,
          deadline: terms.deadline.toISOString(),
          policyText: settings.policyText,
          reason: terms.reason,
        },
      } satisfies ManageBookingAnswer,
      { headers: { 'cache-control': 'no-store' } },
    )
  },
})

/** POST /api/bookings/cancel { token }: the family cancels under the CMS policy; a refund follows at once. */
export const cancelBookingEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/cancel',
  method: 'post',
  custom: endpointSchemas({ body: cancelBody }),
  handler: async (req) => {
    const body = await readJsonBody(req, cancelBody)
    if (!body.ok) return body.response
    const booking = await bookingFromToken(req, options, body.data.token)
    if (!booking) return invalidLink()
    const result = await cancelBooking(req, { by: 'customer', bookingId: booking.id })
    switch (result.status) {
      case 'not_found':
        return invalidLink()
      case 'closed':
        return jsonError(409, 'cancellation_closed', result.message)
      case 'not_cancellable':
        return jsonError(409, 'not_cancellable', result.message)
      case 'cancelled': {
        const status = await runQueuedRefund(req.payload, result.refundJobId, booking.id)
        const refund = result.refundPence
        return Response.json({
          booking: { reference: result.booking.reference, status },
          refundPence: refund,
          message:
            refund > 0
              ? `Your booking is cancelled. ${formatPence(refund)} will be refunded to your original payment method. Bank payments take 1-3 business days.`
              : 'Your booking is cancelled.',
        } satisfies CancelBookingAnswer)
      }
    }
  },
})

/**
 * POST /api/bookings/move { token, selectedDate, selectedTime? }: the family moves their paid
 * booking to another day or session with room, until the free cancellation period ends (ADR 0018).
 */
export const moveBookingEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/move',
  method: 'post',
  custom: endpointSchemas({ body: familyMoveSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, familyMoveSchema)
    if (!body.ok) return body.response
    const bookingId = verifyManageToken(options.secret, body.data.token)
    if (!bookingId) return invalidLink()
    const result = await moveBooking(req, {
      by: 'customer',
      bookingId,
      target: { selectedDate: body.data.selectedDate, selectedTime: body.data.selectedTime },
      waitingChildren: options.waitingChildren,
    })
    return result.status === 'not_found' ? invalidLink() : moveAnswer(req, result)
  },
})
