/**
 * The payments plugin's client-safe face: the shapes of its answers and of the purchase answers it
 * builds for the plugins that sell something (credit packs, gift vouchers). Nothing here loads
 * Payload; server operations are in `./index.ts`.
 */

/** GET /api/payments/config: which payment form the browser mounts. */
export type PaymentsConfigAnswer = { provider: 'test' | 'stripe'; publishableKey: string | null }

/** How a purchase's payment ended, as the page a payment returns to says it. */
export type PurchasePaymentStatus = 'pending' | 'processing' | 'paid' | 'failed'

/** 201 of a purchase placed: what the browser needs to take the payment (amount in pence). */
export type PurchaseCreatedAnswer = { clientSecret: string; amount: number; provider: string }
