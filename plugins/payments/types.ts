/** What every payment provider offers the booking engine. Amounts are integer pence in GBP. */
export type IntentStatus = 'requires_payment' | 'processing' | 'succeeded' | 'canceled'

export type PaymentIntent = {
  id: string
  clientSecret: string | null
  status: IntentStatus
  amountPence: number
  currency: string
  metadata: Record<string, string>
}

export type CreateIntentInput = {
  amountPence: number
  idempotencyKey: string
  metadata: Record<string, string>
  description: string
  receiptEmail?: string | null
  /** Offer bank debit as well as card (it takes days to clear, so only for visits far enough ahead). */
  allowBankDebit?: boolean
}

/** A provider's event turned into the few facts the booking engine acts on. */
export type NormalizedPaymentEvent = {
  provider: string
  eventId: string
  type: 'payment_succeeded' | 'payment_processing' | 'payment_failed' | 'payment_canceled' | 'not_supported'
  intentId: string
  amountPence: number
  currency: string
  metadata: Record<string, string>
}

export interface PaymentProvider {
  readonly name: 'test' | 'stripe'
  /** Shown to the browser so it mounts the right payment form. */
  readonly publishableKey: string | null
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>
  retrieveIntent(intentId: string): Promise<PaymentIntent>
  cancelIntent(intentId: string): Promise<void>
  refund(input: { intentId: string; amountPence?: number; idempotencyKey: string }): Promise<{ id: string; status: string }>
  /** The receipt the provider gives for a paid intent (Stripe's charge receipt page), or null. */
  receiptUrl(intentId: string): Promise<string | null>
  /** Verifies a webhook's signature against the raw body and normalises it; throws when invalid. */
  verifyEvent(rawBody: string, headers: Headers): NormalizedPaymentEvent
}

/** Applies one event to what was paid for, exactly once. */
export type PaymentEventHandler = (req: import('payload').PayloadRequest, event: NormalizedPaymentEvent) => Promise<PaymentEventOutcome>

export type PaymentEventOutcome = { status: 'applied' | 'duplicate' | 'ignored'; bookingId?: number; detail?: string }

/** How a test-provider payment ended, in words the payer can act on. */
export type SettledPayment = { status: 'paid' } | { status: 'refunded' | 'not_applied'; message: string }

/**
 * Something that can be paid for (a booking, a pack of credits). Its intents carry
 * `metadata.purpose`; events are routed by it (intents without one are bookings).
 */
export type PaymentSubject = {
  purpose: string
  onEvent: PaymentEventHandler
  /** The amount and metadata of the intent, from our own records (the test provider keeps none). */
  findIntent(
    req: import('payload').PayloadRequest,
    intentId: string,
  ): Promise<{ amountPence: number; metadata: Record<string, string> } | null>
  /** After an event was applied: did the payment buy what it was for? */
  settled(req: import('payload').PayloadRequest, intentId: string, outcome: PaymentEventOutcome): Promise<SettledPayment>
}

export type PaymentsPluginOptions = {
  stripeSecretKey?: string
  stripePublishableKey?: string
  stripeWebhookSecret?: string
  /** Test provider only: signs its client secrets so a browser cannot forge one. */
  testSecret: string
  /** Stripe SDK connection overrides, for tests against a local fake of Stripe's API. */
  stripeApi?: { host: string; port: number; protocol: 'http' | 'https' }
  subjects: PaymentSubject[]
}

export const PAYMENT_EVENTS_SLUG = 'payment-events'
