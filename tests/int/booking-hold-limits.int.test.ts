import type { Payload } from 'payload'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { rest, testPayload } from '../helpers/payload'
import { fromClient } from '../helpers/clientAddress'

// The config reads the environment once when it loads: this file runs with small caps.
vi.hoisted(() => {
  process.env.BOOKING_MAX_LIVE_HOLDS_PER_CLIENT = '3'
  process.env.BOOKING_MAX_LIVE_HOLDS_PER_ADDRESS = '2'
})

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

let client = 0
const newClient = () => fromClient(`203.0.113.${++client}`)
const hold = async (email: string, headers: Record<string, string>) =>
  rest('POST', 'create-booking-payment', { body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload) }), headers })

describe('the cap on unpaid holds', () => {
  it('refuses a third live hold for one e-mail address with 429 and Retry-After, and holds nothing', async () => {
    const email = `capped-${Date.now()}@test.example`
    expect((await hold(email, newClient())).status).toBe(201)
    expect((await hold(email, newClient())).status).toBe(201)
    const before = await payload.count({ collection: 'bookings', where: { customerEmail: { equals: email } }, overrideAccess: true })
    const refused = await hold(email, newClient())
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('900')
    expect(refused.json).toMatchObject({ error: { code: 'too_many_holds', message: expect.stringContaining('15 minutes') } })
    expect(
      (await payload.count({ collection: 'bookings', where: { customerEmail: { equals: email } }, overrideAccess: true })).totalDocs,
    ).toBe(before.totalDocs)
  })

  it('refuses a fourth live hold from one client whatever addresses it uses', async () => {
    const headers = newClient()
    for (let i = 0; i < 3; i += 1) expect((await hold(`client-${Date.now()}-${i}@test.example`, headers)).status).toBe(201)
    expect((await hold(`client-${Date.now()}-x@test.example`, headers)).status).toBe(429)
  })

  it('counts only live holds: a paid booking or an expired hold frees a place in the cap', async () => {
    const email = `freed-${Date.now()}@test.example`
    const first = (await hold(email, newClient())).json as { clientSecret: string; bookingId: number }
    const second = (await hold(email, newClient())).json as { bookingId: number }
    expect((await hold(email, newClient())).status).toBe(429)
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret: first.clientSecret } })).status).toBe(200)
    expect((await hold(email, newClient())).status).toBe(201)
    expect((await hold(email, newClient())).status).toBe(429)
    await payload.update({
      collection: 'bookings',
      id: second.bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    expect((await hold(email, newClient())).status).toBe(201)
  })

  it('stores a keyed hash of the client, never its address', async () => {
    const email = `hashed-${Date.now()}@test.example`
    const { bookingId } = (await hold(email, fromClient('198.51.100.77'))).json as { bookingId: number }
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true, showHiddenFields: true })
    expect(booking.clientKey).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(booking)).not.toContain('198.51.100.77')
  })
})
