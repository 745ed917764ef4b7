import Stripe from 'stripe'
import type { IntentStatus, NormalizedPaymentEvent, PaymentIntent, PaymentProvider } from '../../types'

type StripeOptions = {
  secretKey: string
  publishableKey?: string
  webhookSecret?: string
  api?: { host: string; port: number; protocol: 'http' | 'https' }
}

function statusOf(intent: Stripe.PaymentIntent): IntentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'succeeded'
    case 'processing':
      return 'processing'
    case 'canceled':
      return 'canceled'
    default:
      return 'requires_payment'
  }
}

function toIntent(intent: Stripe.PaymentIntent): PaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: statusOf(intent),
    amountPence: intent.amount,
    currency: intent.currency,
    metadata: { ...intent.metadata },
  }
}

const EVENT_TYPES: Partial<Record<string, NormalizedPaymentEvent['type']>> = {
  'payment_intent.succeeded': 'payment_succeeded',
  'payment_intent.processing': 'payment_processing',
  'payment_intent.payment_failed': 'payment_failed',
  'payment_intent.canceled': 'payment_canceled',
}

/** Stripe PaymentIntents in GBP, with idempotency keys on every write. */
export function stripeProvider(options: StripeOptions): PaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.api ? 0 : 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  })
  return {
    name: 'stripe',
    publishableKey: options.publishableKey ?? null,
    async createIntent({ amountPence, idempotencyKey, metadata, description, receiptEmail, allowBankDebit = true }) {
      const intent = await stripe.paymentIntents.create(
        {
          amount: amountPence,
          currency: 'gbp',
          // Card first, then bank debit; wallets (Google Pay, Apple Pay) come with the card.
          allowed_payment_method_types: allowBankDebit ? ['card', 'bacs_debit'] : ['card'],
          metadata,
          description,
          receipt_email: receiptEmail ?? undefined,
        },
        { idempotencyKey },
      )
      return toIntent(intent)
    },
    async retrieveIntent(intentId) {
      return toIntent(await stripe.paymentIntents.retrieve(intentId))
    },
    async cancelIntent(intentId) {
      await stripe.paymentIntents.cancel(intentId, {}, { idempotencyKey: `cancel-${intentId}` })
    },
    async receiptUrl(intentId) {
      const intent = await stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] })
      const charge = intent.latest_charge
      return charge && typeof charge === 'object' ? (charge.receipt_url ?? null) : null
    },
    async refund({ intentId, amountPence, idempotencyKey }) {
      const refund = await stripe.refunds.create({ payment_intent: intentId, amount: amountPence }, { idempotencyKey })
      return { id: refund.id, status: refund.status ?? 'pending' }
    },
    verifyEvent(rawBody, headers) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set')
      const signature = headers.get('stripe-signature')
      if (!signature) throw new Error('Missing Stripe-Signature header')
      const event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret)
      const type = EVENT_TYPES[event.type] ?? 'not_supported'
      const object = event.data.object as Partial<Stripe.PaymentIntent>
      return {
        provider: 'stripe',
        eventId: event.id,
        type,
        intentId: typeof object.id === 'string' ? object.id : '',
        amountPence:
          typeof object.amount_received === 'number' && object.amount_received > 0 ? object.amount_received : (object.amount ?? 0),
        currency: object.currency ?? '',
        metadata: { ...(object.metadata ?? {}) },
      }
    },
  }
}
