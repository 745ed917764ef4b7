import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentIntent, PaymentProvider } from '../../types'

/**
 * The local provider used whenever no Stripe key is configured. It never charges anything: its
 * intents are derived from the idempotency key (so a retry gives the same intent), and its
 * client secrets are signed so a browser can only confirm an intent the server created.
 */
export function testProvider(secret: string): PaymentProvider & { intentIdFromClientSecret(clientSecret: string): string | null } {
  const sign = (intentId: string) => createHmac('sha256', secret).update(intentId).digest('hex').slice(0, 32)
  const intents = new Map<string, PaymentIntent>()

  return {
    name: 'test',
    publishableKey: null,
    async createIntent({ amountPence, idempotencyKey, metadata }) {
      const id = `test_pi_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`
      const intent: PaymentIntent = {
        id,
        clientSecret: `${id}_secret_${sign(id)}`,
        status: 'requires_payment',
        amountPence,
        currency: 'gbp',
        metadata,
      }
      intents.set(id, intent)
      return intent
    },
    async retrieveIntent(intentId) {
      const known = intents.get(intentId)
      if (!known) throw new Error(`Unknown test payment ${intentId}`)
      return known
    },
    async cancelIntent(intentId) {
      const known = intents.get(intentId)
      if (known && known.status !== 'succeeded') known.status = 'canceled'
    },
    async receiptUrl() {
      return null
    },
    async refund({ intentId }) {
      return { id: `test_re_${intentId.slice('test_pi_'.length)}`, status: 'succeeded' }
    },
    verifyEvent() {
      throw new Error('The test provider receives no webhooks')
    },
    intentIdFromClientSecret(clientSecret) {
      const match = /^(test_pi_[0-9a-f]{24})_secret_([0-9a-f]{32})$/.exec(clientSecret)
      if (!match) return null
      const expected = Buffer.from(sign(match[1]!))
      const given = Buffer.from(match[2]!)
      return expected.length === given.length && timingSafeEqual(expected, given) ? match[1]! : null
    },
  }
}
