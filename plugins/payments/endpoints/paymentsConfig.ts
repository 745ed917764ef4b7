import type { PaymentsConfigAnswer } from '../contract'
import type { Endpoint } from 'payload'
import type { ActiveProvider } from '../provider'

/** GET /api/payments/config: which payment form the browser mounts. Public. */
export const paymentsConfigEndpoint = (provider: ActiveProvider): Endpoint => ({
  path: '/payments/config',
  method: 'get',
  handler: () => Response.json({ provider: provider.name, publishableKey: provider.publishableKey } satisfies PaymentsConfigAnswer),
})
