import type { Payload } from 'payload'
import { stripeProvider } from './providers/stripe/stripeProvider'
import { testProvider } from './providers/test/testProvider'
import type { PaymentProvider, PaymentsPluginOptions } from './types'

export type ActiveProvider = PaymentProvider & { intentIdFromClientSecret?: (clientSecret: string) => string | null }

/** Stripe whenever a secret key is configured; the test provider only without one. */
export function selectProvider(options: PaymentsPluginOptions): ActiveProvider {
  if (options.stripeSecretKey) {
    return stripeProvider({
      secretKey: options.stripeSecretKey,
      publishableKey: options.stripePublishableKey,
      webhookSecret: options.stripeWebhookSecret,
      api: options.stripeApi,
    })
  }
  return testProvider(options.testSecret)
}

/** The provider the payments plugin configured; other plugins reach payments only through this. */
export function paymentProvider(payload: Payload): ActiveProvider {
  const provider = (payload.config.custom as { paymentProvider?: ActiveProvider } | undefined)?.paymentProvider
  if (!provider) throw new Error('The payments plugin is not installed')
  return provider
}
