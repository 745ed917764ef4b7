import type { Endpoint } from 'payload'
import { z } from 'zod'
import { jsonError, parseJsonBody } from '@/lib/http/requestBody'
import type { ActiveProvider } from '../provider'
import type { PaymentEventHandler } from '../types'

const bodySchema = z.object({ clientSecret: z.string().min(1).max(200) })

/**
 * POST /api/payments/test/confirm: the test provider's "card form". It turns a confirmation into
 * the same normalised event a Stripe webhook becomes and hands it to the same handler. Registered
 * only while no Stripe key is configured.
 */
export const testConfirmEndpoint = (provider: ActiveProvider, onEvent: PaymentEventHandler): Endpoint => ({
  path: '/payments/test/confirm',
  method: 'post',
  handler: async (req) => {
    const body = await parseJsonBody({ text: () => req.text!(), headers: req.headers }, bodySchema)
    if (!body.ok) return body.response
    const intentId = provider.intentIdFromClientSecret?.(body.data.clientSecret)
    if (!intentId) return jsonError(400, 'invalid_client_secret', 'This payment could not be found')
    const { docs } = await req.payload.find({ collection: 'bookings', where: { paymentReference: { equals: intentId } }, limit: 1, depth: 0, overrideAccess: true })
    const booking = docs[0]
    if (!booking) return jsonError(404, 'payment_not_found', 'This payment could not be found')

    const outcome = await onEvent(req, {
      provider: 'test',
      eventId: `test_evt_${intentId}`,
      type: 'payment_succeeded',
      intentId,
      amountPence: booking.finalAmountPence,
      currency: 'gbp',
      metadata: { bookingId: String(booking.id) },
    })
    const after = await req.payload.findByID({ collection: 'bookings', id: booking.id, depth: 0, overrideAccess: true })
    if (after.status === 'paid' || after.status === 'checked_in' || after.status === 'checked_out') {
      return Response.json({ status: 'paid', bookingId: after.id, reference: after.reference })
    }
    if (after.refundDuePence) {
      return jsonError(409, 'payment_refunded', 'Sorry, these places were taken while you were paying. Your payment has been refunded in full; please choose another session.')
    }
    return jsonError(409, 'payment_not_applied', outcome.detail ?? `This booking is ${after.status} and cannot be paid`)
  },
})
