import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripeForApp } from '../helpers/fakeStripe.mjs'
import type { FuzzSession } from '../helpers/fuzz/session'

// The Stripe webhook exists only with a Stripe key, and the config reads the environment once:
// this file sets the keys (against the local fake of Stripe) before anything loads the config,
// and fuzzes the endpoints only that config has. The rest are fuzzed by endpoint-fuzz.int.test.ts.
const stripe = await startFakeStripeForApp('whsec_endpoint_fuzz')
const [{ fuzzTargets }, { startFuzzSession }, { FUZZ_RUNS }, { testPayload }, { seed }] = await Promise.all([
  import('../helpers/fuzz/targets'),
  import('../helpers/fuzz/session'),
  import('../helpers/fuzz/settings'),
  import('../helpers/payload'),
  import('@/seed/seed'),
])
const config = await (await import('@payload-config')).default
const targets = fuzzTargets(config).targets.filter((target) => target.name.startsWith('POST /api/payments/stripe/'))

let session: FuzzSession

beforeAll(async () => {
  const payload = await testPayload()
  await seed(payload)
  session = await startFuzzSession(payload)
})

afterAll(async () => {
  console.log(`endpoint fuzz with Stripe: ${targets.length} endpoints, ${session?.summary()}`)
  await stripe.close()
})

describe('with Stripe configured, its endpoints answer malformed requests with 4xx, never 5xx', () => {
  it('finds the webhook in the config', () => {
    expect(targets.map((target) => target.name)).toEqual(['POST /api/payments/stripe/webhook'])
  })

  // Its body is Stripe's signed bytes, checked by signature rather than a schema: it gets the
  // runs of an endpoint with schemas, not the small share of Payload's built-ins.
  it.each(targets.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    for (const identity of ['anonymous', 'staff'] as const) await session.fuzz(target, identity, FUZZ_RUNS)
  })
})
