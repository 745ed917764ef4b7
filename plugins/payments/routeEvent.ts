import type { PayloadRequest } from 'payload'
import type { NormalizedPaymentEvent, PaymentEventOutcome, PaymentSubject } from './types'

/** Intents created before purposes existed were all bookings. */
export const DEFAULT_PURPOSE = 'booking'

export function subjectFor(subjects: PaymentSubject[], metadata: Record<string, string>): PaymentSubject | undefined {
  const purpose = metadata.purpose ?? DEFAULT_PURPOSE
  return subjects.find((subject) => subject.purpose === purpose)
}

/** Hands an event to whatever its intent paid for. */
export async function routePaymentEvent(
  req: PayloadRequest,
  subjects: PaymentSubject[],
  event: NormalizedPaymentEvent,
): Promise<PaymentEventOutcome> {
  const subject = subjectFor(subjects, event.metadata)
  if (!subject) return { status: 'ignored', detail: `No handler for payments of purpose "${event.metadata.purpose}"` }
  return subject.onEvent(req, event)
}
