import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import { holdBurst } from '../helpers/holdBurst'
import { testPayload } from '../helpers/payload'

// The cap counts and inserts under one lock per client; booking-hold-burst-control runs the same
// burst without that lock and shows the cap overrun, so this test is able to fail.
vi.hoisted(() => {
  process.env.BOOKING_MAX_LIVE_HOLDS_PER_CLIENT = '4'
  // A worker the control file ran in first may still carry its switch; this file needs the lock.
  delete process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK
})

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

describe('a burst of holds from one client', () => {
  it('never gets more live holds than the cap', async () => {
    const { statuses, held } = await holdBurst(payload, 30, 'Burst')
    expect(held).toBe(4)
    expect(statuses.filter((status) => status === 201)).toHaveLength(4)
    expect(statuses.filter((status) => status === 429)).toHaveLength(26)
  })
})
