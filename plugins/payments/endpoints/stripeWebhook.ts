import type { Endpoint } from 'payload'
import { databaseUnavailability, RETRY_AFTER_SECONDS } from '@/lib/db/unavailable'
import { jsonError } from '@/lib/http/requestBody'
import type { ActiveProvider } from '../provider'
import { routePaymentEvent } from '../routeEvent'
import type { PaymentSubject } from '../types'

const MAX_BODY_BYTES = 512 * 1024
/** Stripe retries on its own schedule; the header is for anything else reading the answer. */
const EVENT_RETRY_AFTER_SECONDS = 60

/**
 * POST /api/payments/stripe/webhook: verifies Stripe's signature on the raw body, then applies the
 * event through the exactly-once handler. Slow follow-ups (refunds, e-mails) are queued by the
 * handler, so the answer comes quickly. A failure answers 503, and Stripe retries the event.
 */
export const stripeWebhookEndpoint = (provider: ActiveProvider, subjects: PaymentSubject[]): Endpoint => ({
  path: '/payments/stripe/webhook',
  method: 'post',
  handler: async (req) => {
    if (Number(req.headers.get('content-length') ?? 0) > MAX_BODY_BYTES)
      return jsonError(413, 'payload_too_large', 'The event is too large')
    const rawBody = await req.text!()
    let event
    try {
      event = provider.verifyEvent(rawBody, req.headers)
    } catch (error) {
      req.payload.logger.warn({ msg: 'refused a Stripe webhook', reason: error instanceof Error ? error.message : String(error) })
      return jsonError(400, 'invalid_signature', 'The event signature could not be verified')
    }
    if (event.type === 'not_supported') return Response.json({ received: true, outcome: 'ignored' })
    try {
      const outcome = await routePaymentEvent(req, subjects, event)
      return Response.json({ received: true, outcome: outcome.status })
    } catch (error) {
      req.payload.logger.error({ err: error, event: event.eventId, msg: 'a Stripe event could not be applied; Stripe will retry it' })
      const response = jsonError(503, 'event_not_applied', 'The event could not be applied just now; please retry')
      const unavailable = databaseUnavailability(error)
      response.headers.set('Retry-After', String(unavailable ? RETRY_AFTER_SECONDS[unavailable] : EVENT_RETRY_AFTER_SECONDS))
      return response
    }
  },
})
