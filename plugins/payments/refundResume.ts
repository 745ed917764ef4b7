/** A refund still pending after this long was cut off between the provider and our record (a request takes seconds). */
export const STALE_REFUND_MS = 10 * 60_000
/** Stripe keeps an idempotency key for at least 24 hours; after that a retry could refund a second time. */
export const REFUND_KEY_LIFETIME_MS = 23 * 3_600_000
