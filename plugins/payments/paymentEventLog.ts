import type { PayloadRequest } from 'payload'
import { PAYMENT_EVENTS_SLUG, type NormalizedPaymentEvent } from './types'

/**
 * The log of applied provider events, written only here. A subject's `onEvent` (a booking, a
 * credit purchase) checks and records the event in its own transaction, under its own lock, so
 * the entry commits with the event's effect and a duplicate delivery finds its key taken.
 */

/** The event's unique key in the log: `provider:event id`. */
export function paymentEventKey(event: NormalizedPaymentEvent): string {
  return `${event.provider}:${event.eventId}`
}

/** Whether this event was already applied (in the caller's transaction). */
export async function paymentEventSeen(req: PayloadRequest, event: NormalizedPaymentEvent): Promise<boolean> {
  const seen = await req.payload.count({
    collection: PAYMENT_EVENTS_SLUG,
    where: { eventKey: { equals: paymentEventKey(event) } },
    req,
    overrideAccess: true,
  })
  return seen.totalDocs > 0
}

/** Records the event as applied, with what it was for (a booking, or a subject such as `credit-purchase:12`) and its outcome. */
export async function recordPaymentEvent(
  req: PayloadRequest,
  event: NormalizedPaymentEvent,
  entry: { booking?: number | null; subject?: string; outcome: string },
): Promise<void> {
  await req.payload.create({
    collection: PAYMENT_EVENTS_SLUG,
    data: { eventKey: paymentEventKey(event), type: event.type, intentId: event.intentId, amountPence: event.amountPence, ...entry },
    req,
    overrideAccess: true,
  })
}
