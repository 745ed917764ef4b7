import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import { holdBurst } from '../helpers/holdBurst'
import { testPayload } from '../helpers/payload'

// The control for booking-hold-burst: the same burst with the per-client lock switched off.
vi.hoisted(() => {
  process.env.BOOKING_MAX_LIVE_HOLDS_PER_CLIENT = '4'
  process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK = '1'
})

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

// The switch must not outlive this file in a worker that runs another file next.
afterAll(() => {
  delete process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK
})

describe('a burst of holds from one client, without the per-client lock (control)', () => {
  it('overruns the cap: the race the lock closes is real', async () => {
    let worst = 0
    // Scheduling decides how far a race goes; three tries make a false "no race" vanishingly unlikely.
    for (let attempt = 0; attempt < 3 && worst <= 4; attempt++)
      worst = Math.max(worst, (await holdBurst(payload, 30, `Burst control ${attempt}`)).held)
    expect(worst).toBeGreaterThan(4)
  })
})
