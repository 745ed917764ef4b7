// Types of fakeStripe.mjs (plain JavaScript, so that the bench can run it with node alone).

export type FakeIntent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: 'requires_payment_method' | 'processing' | 'succeeded' | 'canceled'
  client_secret: string
  metadata: Record<string, string>
  description: string | null
  receipt_email: string | null
  payment_method_types: string[]
  created: number
  livemode: false
  /** Set when the intent succeeds: its charge, whose receipt page `expand[]=latest_charge` shows. */
  latest_charge: string | null
}

export type FakeRefund = {
  id: string
  object: 'refund'
  amount: number
  payment_intent: string
  status: 'succeeded'
  currency: string
  created: number
}

/** A request the fake received; `status` is set once it has answered. `at`: milliseconds since the epoch. */
export type FakeStripeRequest = {
  method: string
  path: string
  idempotencyKey: string | null
  form: Record<string, unknown>
  at: number
  status?: number
}

export type FakeStripe = {
  url: string
  port: number
  intents: Map<string, FakeIntent>
  refunds: FakeRefund[]
  requests: FakeStripeRequest[]
  /** The next n requests answer 500 as if Stripe were down. */
  failNextRequests(n: number): void
  succeed(intentId: string): FakeIntent
  fail(intentId: string): FakeIntent
  event(type: string, intent: FakeIntent, options?: { id?: string; created?: number }): { id: string; payload: string }
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string
  close(): Promise<void>
}

/** The receipt page Stripe would give a charge. */
export declare function receiptUrlOf(chargeId: string): string

export declare function startFakeStripe(webhookSecret: string): Promise<FakeStripe>

/** startFakeStripe, with the app's Stripe settings pointed at it until it is closed. */
export declare function startFakeStripeForApp(webhookSecret: string): Promise<FakeStripe>
