import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@/payload-types'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { receiptUrlOf, startFakeStripe, type FakeStripe } from '../helpers/fakeStripe'
import { workQueue } from '../helpers/jobs'

// Staff refunds from the dashboard (issue 16) through the real Stripe SDK against the local fake
// of Stripe's API, which records every refund it makes. The config reads the environment once,
// so the fake starts before the config loads.
const WEBHOOK_SECRET = 'whsec_test_staff_refunds'
let stripe: FakeStripe
let payload: Payload
let helpers: typeof import('../helpers/payload')
let adminToken: string
let staffToken: string

beforeAll(async () => {
  stripe = await startFakeStripe(WEBHOOK_SECRET)
  process.env.STRIPE_SECRET_KEY = 'sk_test_fake_stripe'
  process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_fake_stripe'
  process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
  process.env.STRIPE_API_BASE = stripe.url
  helpers = await import('../helpers/payload')
  payload = await helpers.testPayload()
  const { seed } = await import('@/seed/seed')
  await seed(payload)
  const admin = await helpers.createUser(payload, ['admin'])
  adminToken = await helpers.loginToken(admin.email, admin.password)
  const staff = await helpers.createUser(payload, ['staff'])
  staffToken = await helpers.loginToken(staff.email, staff.password)
})

afterAll(async () => {
  await stripe?.close()
})

const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })

/** A booking of 2 children and 1 adult (£21.00), paid by card: Stripe's success delivered. */
async function paidByCard(): Promise<{ id: number; intentId: string }> {
  const { status, json } = await helpers.rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: await ordinaryDay(payload), customerName: 'Refund Family' }) })
  expect(status, JSON.stringify(json)).toBe(201)
  const { bookingId } = json as { bookingId: number }
  const intentId = (await bookingOf(bookingId)).paymentReference!
  const event = stripe.event('payment_intent.succeeded', stripe.succeed(intentId))
  const delivered = await helpers.rest('POST', 'payments/stripe/webhook', { rawBody: event.payload, headers: { 'stripe-signature': stripe.sign(event.payload) } })
  expect(delivered.status).toBe(200)
  expect((await bookingOf(bookingId)).status).toBe('paid')
  return { id: bookingId, intentId }
}

const refund = (bookingId: number, body: Record<string, unknown>, key: string, token = adminToken) =>
  helpers.rest('POST', `admin/payments/booking-${bookingId}/refund`, { body, token, headers: { 'idempotency-key': key } })
const stripeRefunds = (intentId: string) => stripe.refunds.filter((made) => made.payment_intent === intentId).map((made) => made.amount)

describe('refunding from the dashboard', () => {
  it('refunds part, then the rest, once per key, and never more than was paid', async () => {
    const { id, intentId } = await paidByCard()
    const first = await refund(id, { amount: 500, reason: 'Soft play closed early' }, 'refund-key-part-1')
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ success: true, refund: { amount: 500 }, refunded: 500, refundable: 1600, replayed: false })
    // The same click again (a double click, or a retry after a lost answer): nothing more refunded.
    const again = await refund(id, { amount: 500, reason: 'Soft play closed early' }, 'refund-key-part-1')
    expect(again.json).toMatchObject({ success: true, refunded: 500, replayed: true })
    expect(stripeRefunds(intentId)).toEqual([500])

    expect((await refund(id, { amount: 1700, reason: 'Too much' }, 'refund-key-part-2')).json).toMatchObject({ error: { code: 'amount_too_large', message: 'At most £16.00 can still be refunded.' } })
    const rest = await refund(id, { reason: 'The rest, as a goodwill gesture' }, 'refund-key-part-3')
    expect(rest.json).toMatchObject({ refund: { amount: 1600 }, refunded: 2100, refundable: 0 })
    expect((await refund(id, { reason: 'Once more' }, 'refund-key-part-4')).json).toMatchObject({ error: { code: 'nothing_to_refund' } })
    expect(stripeRefunds(intentId)).toEqual([500, 1600])
    // The booking stays paid (the family still comes); the ledger and the audit log say what happened.
    expect(await bookingOf(id)).toMatchObject({ status: 'paid', refundedPence: 2100 })
    const ledger = await payload.find({ collection: 'booking-refunds', where: { booking: { equals: id } }, sort: 'createdAt', overrideAccess: true })
    expect(ledger.docs.map((row) => [row.amountPence, row.status, row.kind])).toEqual([
      [500, 'succeeded', 'staff'],
      [1600, 'succeeded', 'staff'],
    ])
    expect((await payload.count({ collection: 'audit-log', where: { and: [{ recordId: { equals: String(id) } }, { action: { equals: 'refund' } }] }, overrideAccess: true })).totalDocs).toBe(2)
  })

  it('gives one refund when two admins press at once', async () => {
    const { id, intentId } = await paidByCard()
    const answers = await Promise.all([refund(id, { reason: 'Admin one' }, 'refund-key-race-a'), refund(id, { reason: 'Admin two' }, 'refund-key-race-b')])
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409])
    expect(stripeRefunds(intentId)).toEqual([2100])
  })

  it('cancels the booking, freeing its places, and refunds what is left', async () => {
    const { id, intentId } = await paidByCard()
    expect((await refund(id, { amount: 300, reason: 'Broken slide' }, 'refund-key-cancel-1')).status).toBe(200)
    const cancelled = await refund(id, { reason: 'Family cannot come', cancelBooking: true }, 'refund-key-cancel-2')
    expect(cancelled.status, cancelled.text).toBe(200)
    await workQueue(payload, 'payments')
    expect(await bookingOf(id)).toMatchObject({ status: 'refunded', refundedPence: 2100 })
    expect(stripeRefunds(intentId)).toEqual([300, 1800])
  })

  it('keeps the card payment’s receipt link, which the payment search shows', async () => {
    const { id, intentId } = await paidByCard()
    await workQueue(payload, 'payments')
    const receipt = receiptUrlOf(stripe.intents.get(intentId)!.latest_charge!)
    expect((await bookingOf(id)).receiptUrl).toBe(receipt)
    const found = await helpers.rest('POST', 'admin/search-payments', { body: { searchTerm: 'Refund Family' }, token: staffToken })
    const payment = (found.json as { payments: { id: string; receipt_url?: string }[] }).payments.find((candidate) => candidate.id === `booking-${id}`)
    expect(payment?.receipt_url).toBe(receipt)
  })

  it('is for admins only, and refuses what was not paid by card', async () => {
    const { id } = await paidByCard()
    expect((await refund(id, { reason: 'Plain staff' }, 'refund-key-staff', staffToken)).status).toBe(403)
    expect((await helpers.rest('POST', `admin/payments/booking-${id}/refund`, { body: { reason: 'No key' }, token: adminToken })).status).toBe(400)
    expect((await refund(id, { reason: 'x' }, 'refund-key-short')).status).toBe(400)
    expect((await refund(2_000_000_000, { reason: 'Nobody' }, 'refund-key-none')).status).toBe(404)
  })
})
