import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { applyPaymentEvent } from '@plugins/booking'
import { expireStaleHolds } from '@plugins/booking/operations/expireHolds'
import { seed } from '@/seed/seed'
import { bookingBody, eventDay, ordinaryDay } from '../helpers/booking'
import { rest, testPayload } from '../helpers/payload'
import { workQueue } from '../helpers/jobs'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

type Created = { clientSecret: string; bookingId: number }

async function book(overrides: Record<string, unknown> = {}): Promise<Created> {
  const { status, json } = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: await ordinaryDay(payload), ...overrides }),
  })
  expect(status).toBe(201)
  return json as Created
}

const expire = (id: number) =>
  payload.update({ collection: 'bookings', id, data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() } })
const statusOf = async (id: number) => (await payload.findByID({ collection: 'bookings', id })).status

describe('the test payment provider', () => {
  it('is the provider without a Stripe key, and says so', async () => {
    expect((await rest('GET', 'payments/config')).json).toEqual({ provider: 'test', publishableKey: null })
  })

  it('confirms through the event path: held becomes paid, exactly once', async () => {
    const { clientSecret, bookingId } = await book()
    const first = await rest('POST', 'payments/test/confirm', { body: { clientSecret } })
    expect(first.status).toBe(200)
    expect(first.json).toMatchObject({ status: 'paid', bookingId })
    const again = await rest('POST', 'payments/test/confirm', { body: { clientSecret } })
    expect(again.status).toBe(200)
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
    expect(booking.status).toBe('paid')
    expect(booking.paidAt).toEqual(expect.any(String))
    const events = await payload.find({ collection: 'payment-events', where: { intentId: { equals: booking.paymentReference } } })
    expect(events.docs).toHaveLength(1)
  })

  it('refuses a forged or malformed client secret', async () => {
    const { clientSecret } = await book()
    const forged = clientSecret.replace(/.$/, (last) => (last === '0' ? '1' : '0'))
    for (const secret of [forged, 'pi_123_secret_abc', '']) {
      const { status, json } = await rest('POST', 'payments/test/confirm', { body: { clientSecret: secret } })
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: expect.any(String) } })
    }
  })

  it('confirms a payment that arrives after the hold expired while places remain', async () => {
    const { clientSecret, bookingId } = await book()
    await expire(bookingId)
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    expect(await statusOf(bookingId)).toBe('paid')
  })

  it('does not confirm a late payment when the slot filled meanwhile: refunds it and flags it for staff', async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 2 }])
    const body = { selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 2 }, totalAmount: 19 }
    const late = await book(body)
    await expire(late.bookingId)
    const prompt = await book(body)
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret: prompt.clientSecret } })).status).toBe(200)

    const { status, json } = await rest('POST', 'payments/test/confirm', { body: { clientSecret: late.clientSecret } })
    expect(status).toBe(409)
    expect(json).toMatchObject({ error: { code: 'payment_refunded', message: expect.stringContaining('refunded in full') } })
    const returnPage = await rest('GET', `bookings/confirmation?clientSecret=${encodeURIComponent(late.clientSecret)}`)
    expect(returnPage.json).toMatchObject({ booking: { status: 'held', refunding: true } })
    const flagged = await payload.findByID({ collection: 'bookings', id: late.bookingId })
    expect(flagged).toMatchObject({ status: 'held', needsAttention: true, refundDuePence: 1900 })
    expect(flagged.staffNote).toMatch(/slot was full/)
    await workQueue(payload, 'payments')
    expect(await payload.findByID({ collection: 'bookings', id: late.bookingId })).toMatchObject({
      status: 'refunded',
      refundedPence: 1900,
      refundReference: expect.stringMatching(/^test_re_/),
    })
  })
})

describe('payment events', () => {
  it('ignores an amount that does not match, and a payment of another booking', async () => {
    const { bookingId } = await book()
    const booking = await payload.findByID({ collection: 'bookings', id: bookingId })
    const req = await createLocalReq({}, payload)
    const base = { provider: 'stripe', type: 'payment_succeeded' as const, currency: 'gbp', metadata: { bookingId: String(bookingId) } }
    expect(
      await applyPaymentEvent(req, { ...base, eventId: 'evt_wrong_amount', intentId: booking.paymentReference!, amountPence: 1 }),
    ).toMatchObject({ status: 'ignored' })
    expect(
      await applyPaymentEvent(await createLocalReq({}, payload), {
        ...base,
        eventId: 'evt_wrong_intent',
        intentId: 'pi_other',
        amountPence: 2100,
      }),
    ).toMatchObject({ status: 'ignored' })
    expect(await statusOf(bookingId)).toBe('held')
  })

  it('releases a hold when the payment fails, and never un-pays a paid booking', async () => {
    const failing = await book()
    const failingBooking = await payload.findByID({ collection: 'bookings', id: failing.bookingId })
    const event = (eventId: string, type: 'payment_failed' | 'payment_succeeded', booking: typeof failingBooking) => ({
      provider: 'stripe',
      eventId,
      type,
      intentId: booking.paymentReference!,
      amountPence: booking.finalAmountPence,
      currency: 'gbp',
      metadata: { bookingId: String(booking.id) },
    })
    await applyPaymentEvent(await createLocalReq({}, payload), event('evt_fail_1', 'payment_failed', failingBooking))
    expect(await statusOf(failing.bookingId)).toBe('cancelled')

    const paid = await book()
    const paidBooking = await payload.findByID({ collection: 'bookings', id: paid.bookingId })
    await applyPaymentEvent(await createLocalReq({}, payload), event('evt_ok_2', 'payment_succeeded', paidBooking))
    await applyPaymentEvent(await createLocalReq({}, payload), event('evt_fail_2', 'payment_failed', paidBooking))
    expect(await statusOf(paid.bookingId)).toBe('paid')
  })
})

describe('hold expiry job', () => {
  it('marks lapsed holds expired and leaves live ones', async () => {
    const lapsed = await book()
    const live = await book()
    await expire(lapsed.bookingId)
    expect(await expireStaleHolds(payload)).toContain(lapsed.bookingId)
    expect(await statusOf(lapsed.bookingId)).toBe('expired')
    expect(await statusOf(live.bookingId)).toBe('held')
  })

  it('runs as a job on the maintenance queue', async () => {
    const lapsed = await book()
    await expire(lapsed.bookingId)
    await payload.jobs.queue({ task: 'expireHolds', input: {}, queue: 'maintenance' })
    await payload.jobs.run({ queue: 'maintenance' })
    expect(await statusOf(lapsed.bookingId)).toBe('expired')
  })

  it('is registered on the jobs queue with a schedule', () => {
    const task = payload.config.jobs.tasks?.find((candidate) => candidate.slug === 'expireHolds')
    expect(task?.schedule?.[0]).toMatchObject({ cron: '* * * * *', queue: 'maintenance' })
  })
})
