import type { Endpoint } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import type { ActiveProvider } from '../provider'
import type { PaymentSubject } from '../types'

const bodySchema = z.object({ clientSecret: z.string().min(1).max(200) })

/**
 * POST /api/payments/test/confirm: the test provider's "card form". It turns a confirmation into
 * the same normalised event a Stripe webhook becomes and hands it to the same handler. Registered
 * only while no Stripe key is configured.
 */
export const testConfirmEndpoint = (provider: ActiveProvider, subjects: PaymentSubject[]): Endpoint => ({
  path: '/payments/test/confirm',
  method: 'post',
  custom: endpointSchemas({ body: bodySchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, bodySchema)
    if (!body.ok) return body.response
    const intentId = provider.intentIdFromClientSecret?.(body.data.clientSecret)
    if (!intentId) return jsonError(400, 'invalid_client_secret', 'This payment could not be found')
    for (const subject of subjects) {
      const intent = await subject.findIntent(req, intentId)
      if (!intent) continue
      const outcome = await subject.onEvent(req, {
        provider: 'test',
        eventId: `test_evt_${intentId}`,
        type: 'payment_succeeded',
        intentId,
        amountPence: intent.amountPence,
        currency: 'gbp',
        metadata: intent.metadata,
      })
      const settled = await subject.settled(req, intentId, outcome)
      if (settled.status === 'paid')
        return Response.json({ status: 'paid', ...(outcome.bookingId ? { bookingId: outcome.bookingId } : {}) })
      return jsonError(409, settled.status === 'refunded' ? 'payment_refunded' : 'payment_not_applied', settled.message)
    }
    return jsonError(404, 'payment_not_found', 'This payment could not be found')
  },
})
