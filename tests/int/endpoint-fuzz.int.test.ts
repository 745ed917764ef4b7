import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VERIFIED_EMAIL_COOKIE } from '@plugins/verification/types'
import { seed } from '@/seed/seed'
import { cookieNames, requestHeaderNames } from '../helpers/fuzz/clientNames'
import { knownCaseNames } from '../helpers/fuzz/knownCases'
import { startFuzzSession, type FuzzSession } from '../helpers/fuzz/session'
import { fuzzTargets } from '../helpers/fuzz/targets'
import { rest, testPayload } from '../helpers/payload'

// The REST handler adds Payload's /og endpoint to the config on its first request: make one, so
// the list below is every endpoint a running server has. Without a Stripe key the config has the
// test payment provider; endpoint-fuzz-stripe.int.test.ts fuzzes the Stripe-only endpoints.
await rest('GET', 'payments/config')
const config: SanitizedConfig = await (await import('@payload-config')).default
const { targets, skipped } = fuzzTargets(config)

/** Every endpoint of ours that reads input declares the schemas it reads it with. */
const OURS_WITH_INPUT = [
  'POST /api/contact',
  'POST /api/party-inquiry',
  'GET /api/calendar/availability',
  'GET /api/calendar/availability/:date',
  'GET /api/session-availability',
  'GET /api/available-sessions',
  'POST /api/create-booking-payment',
  'GET /api/bookings/confirmation',
  'GET /api/bookings/manage',
  'POST /api/bookings/cancel',
  'POST /api/bookings/move',
  'POST /api/bookings/:id/cancel',
  'POST /api/payments/test/confirm',
  'POST /api/email-verification/request',
  'POST /api/email-verification/confirm',
  'POST /api/session-credits/purchase',
  'GET /api/session-credits/purchase-status',
  'GET /api/session-credits',
  'GET /api/loyalty/member/:email',
  'GET /api/loyalty/transactions',
  'POST /api/loyalty/redeem',
]

let session: FuzzSession

beforeAll(async () => {
  const payload = await testPayload()
  await seed(payload)
  session = await startFuzzSession(payload)
})

afterAll(() => {
  const notFuzzed = skipped.map((skip) => `${skip.name} (${skip.reason})`).join(', ') || 'none'
  console.log(`endpoint fuzz: ${targets.length} endpoints, ${session?.summary()}; not fuzzed: ${notFuzzed}`)
})

describe('malformed requests to every endpoint answer 4xx with the error body, never 5xx, and write nothing', () => {
  it('finds the endpoints in the config, ours with their schemas', () => {
    const names = targets.map((target) => target.name)
    expect(names).toContain('GET /api/globals/venue')
    expect(names).toContain('DELETE /api/bookings/:id')
    expect(OURS_WITH_INPUT.filter((name) => !targets.find((target) => target.name === name)?.declared)).toEqual([])
    // A renamed endpoint must not drop the cases that once answered 500.
    expect(knownCaseNames().filter((name) => !names.includes(name))).toEqual([])
  })

  it('finds in the code every cookie and header the server reads', () => {
    // The scan is what the fuzz sends; these are the ones known to matter (issue 25).
    expect(cookieNames(config)).toEqual(expect.arrayContaining([VERIFIED_EMAIL_COOKIE, `${config.cookiePrefix}-token`]))
    expect(requestHeaderNames()).toEqual(
      expect.arrayContaining(['authorization', 'cookie', 'idempotency-key', 'stripe-signature', 'accept-language']),
    )
  })

  it.each(targets.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    for (const identity of ['anonymous', 'staff'] as const) await session.fuzz(target, identity)
  })
})
