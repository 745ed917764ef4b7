import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@/payload-types'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { receiptUrlOf, startFakeStripeForApp, type FakeStripe } from '../helpers/fakeStripe.mjs'
import { whileUpdatesFail } from '../helpers/crashTrigger'
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
  stripe = await startFakeStripeForApp(WEBHOOK_SECRET)
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
  const { status, json } = await helpers.rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: await ordinaryDay(payload), customerName: 'Refund Family' }),
  })
  expect(status, JSON.stringify(json)).toBe(201)
  const { bookingId } = json as { bookingId: number }
  const intentId = (await bookingOf(bookingId)).paymentReference!
  const event = stripe.event('payment_intent.succeeded', stripe.succeed(intentId))
  const delivered = await helpers.rest('POST', 'payments/stripe/webhook', {
    rawBody: event.payload,
    headers: { 'stripe-signature': stripe.sign(event.payload) },
  })
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

    expect((await refund(id, { amount: 1700, reason: 'Too much' }, 'refund-key-part-2')).json).toMatchObject({
      error: { code: 'amount_too_large', message: 'At most £16.00 can still be refunded.' },
    })
    const rest = await refund(id, { reason: 'The rest, as a goodwill gesture' }, 'refund-key-part-3')
    expect(rest.json).toMatchObject({ refund: { amount: 1600 }, refunded: 2100, refundable: 0 })
    expect((await refund(id, { reason: 'Once more' }, 'refund-key-part-4')).json).toMatchObject({ error: { code: 'nothing_to_refund' } })
    expect(stripeRefunds(intentId)).toEqual([500, 1600])
    // The booking stays paid (the family still comes); the ledger and the audit log say what happened.
    expect(await bookingOf(id)).toMatchObject({ status: 'paid', refundedPence: 2100 })
    const ledger = await payload.find({
      collection: 'booking-refunds',
      where: { booking: { equals: id } },
      sort: 'createdAt',
      overrideAccess: true,
    })
    expect(ledger.docs.map((row) => [row.amountPence, row.status, row.kind])).toEqual([
      [500, 'succeeded', 'staff'],
      [1600, 'succeeded', 'staff'],
    ])
    expect(
      (
        await payload.count({
          collection: 'audit-log',
          where: { and: [{ recordId: { equals: String(id) } }, { action: { equals: 'refund' } }] },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(2)
  })

  it('gives one refund when two admins press at once', async () => {
    const { id, intentId } = await paidByCard()
    const answers = await Promise.all([
      refund(id, { reason: 'Admin one' }, 'refund-key-race-a'),
      refund(id, { reason: 'Admin two' }, 'refund-key-race-b'),
    ])
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
    const payment = (found.json as { payments: { id: string; receipt_url?: string }[] }).payments.find(
      (candidate) => candidate.id === `booking-${id}`,
    )
    expect(payment?.receipt_url).toBe(receipt)
  })

  it('is refused to plain staff (see refund-permission.int.test.ts), and refuses what was not paid by card', async () => {
    const { id } = await paidByCard()
    expect((await refund(id, { reason: 'Plain staff' }, 'refund-key-staff', staffToken)).status).toBe(403)
    expect(
      (await helpers.rest('POST', `admin/payments/booking-${id}/refund`, { body: { reason: 'No key' }, token: adminToken })).status,
    ).toBe(400)
    expect((await refund(id, { reason: 'x' }, 'refund-key-short')).status).toBe(400)
    expect((await refund(2_000_000_000, { reason: 'Nobody' }, 'refund-key-none')).status).toBe(404)
  })
})

describe('a staff refund cut off after Stripe refunded, before it was recorded', () => {
  /** A real failure where a crash would hit: recording the paid-out refund raises, after Stripe's answer. */
  async function cutOffRefund(bookingId: number, amount: number, key: string): Promise<void> {
    await whileUpdatesFail(payload, { table: 'booking_refunds', column: 'status', value: 'succeeded' }, async () => {
      const cut = await refund(bookingId, { amount, reason: 'Cut off half way' }, key)
      expect(cut.status, cut.text).toBe(503)
      expect(cut.json).toMatchObject({
        error: { code: 'refund_not_recorded', message: expect.stringMatching(/refunded to the card.*do not refund it again/) },
      })
    })
  }
  const ledgerOf = async (bookingId: number) =>
    (
      await payload.find({
        collection: 'booking-refunds',
        where: { booking: { equals: bookingId } },
        sort: 'createdAt',
        depth: 0,
        overrideAccess: true,
      })
    ).docs
  const age = (bookingId: number, interval: string) =>
    drizzleOf(payload).execute(sql`update booking_refunds set created_at = now() - ${interval}::interval where booking_id = ${bookingId}`)

  it('is finished once by the maintenance job, with the same key: Stripe refunds once, the booking counts it once', async () => {
    const { id, intentId } = await paidByCard()
    await cutOffRefund(id, 700, 'refund-key-cut-off')
    expect(stripeRefunds(intentId)).toEqual([700])
    expect((await ledgerOf(id)).map((row) => row.status)).toEqual(['pending'])
    expect((await bookingOf(id)).refundedPence ?? 0).toBe(0)
    // The same request again is told it is under way, and refunds nothing.
    expect((await refund(id, { amount: 700, reason: 'Cut off half way' }, 'refund-key-cut-off')).json).toMatchObject({
      error: { code: 'refund_in_progress' },
    })

    // While it is recent the request may still be running: the job leaves it.
    await payload.jobs.queue({ task: 'resumeStaffRefunds', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    expect((await ledgerOf(id)).map((row) => row.status)).toEqual(['pending'])

    await age(id, '11 minutes')
    await payload.jobs.queue({ task: 'resumeStaffRefunds', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    const [row] = await ledgerOf(id)
    expect(row).toMatchObject({
      status: 'succeeded',
      providerRefundId: stripe.refunds.find((made) => made.payment_intent === intentId)!.id,
    })
    expect(stripeRefunds(intentId)).toEqual([700])
    expect(await bookingOf(id)).toMatchObject({ status: 'paid', refundedPence: 700 })

    // Run again: nothing more. The rest can still be refunded, and no more than the rest.
    await payload.jobs.queue({ task: 'resumeStaffRefunds', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    expect((await bookingOf(id)).refundedPence).toBe(700)
    expect((await refund(id, { reason: 'The rest' }, 'refund-key-cut-off-rest')).json).toMatchObject({
      refund: { amount: 1400 },
      refunded: 2100,
      refundable: 0,
    })
    expect(stripeRefunds(intentId)).toEqual([700, 1400])
  })

  it('is flagged for staff, never retried, once Stripe may have forgotten its key', async () => {
    const { id, intentId } = await paidByCard()
    await cutOffRefund(id, 500, 'refund-key-cut-off-old')
    await age(id, '25 hours')
    const { resumeStaffRefunds } = await import('@plugins/booking/operations/resumeStaffRefunds')
    expect(await resumeStaffRefunds(payload)).toMatchObject({ completed: 0, flagged: 1 })
    expect(stripeRefunds(intentId)).toEqual([500])
    expect((await ledgerOf(id)).map((row) => row.status)).toEqual(['pending'])
    const flagged = await bookingOf(id)
    expect(flagged.needsAttention).toBe(true)
    expect(flagged.staffNote).toMatch(/Refund of £5\.00 asked for on .* was never confirmed/)
    // Flagged once: the next run leaves the note as it is.
    expect(await resumeStaffRefunds(payload)).toMatchObject({ flagged: 0 })
  })
})

describe('refunding a credit pack', () => {
  /** A pack of credits bought by card: Stripe's success delivered. */
  async function paidPack(email: string): Promise<{ purchaseId: number; intentId: string; amountPence: number; credits: number }> {
    // Loaded here, not at the top: it loads the config, which must see the fake Stripe's settings first.
    const { newClient } = await import('../helpers/verification')
    const started = await helpers.rest('POST', 'session-credits/purchase', {
      body: { customerName: 'Pack Family', customerEmail: email, customerPhone: '07700 900123' },
      headers: newClient(),
    })
    expect(started.status, started.text).toBe(201)
    const { purchaseId } = started.json as { purchaseId: number }
    const intentId = (await payload.findByID({ collection: 'credit-purchases', id: purchaseId, overrideAccess: true })).paymentReference!
    const event = stripe.event('payment_intent.succeeded', stripe.succeed(intentId))
    expect(
      (
        await helpers.rest('POST', 'payments/stripe/webhook', {
          rawBody: event.payload,
          headers: { 'stripe-signature': stripe.sign(event.payload) },
        })
      ).status,
    ).toBe(200)
    const purchase = await payload.findByID({ collection: 'credit-purchases', id: purchaseId, overrideAccess: true })
    expect(purchase.status).toBe('paid')
    return { purchaseId, intentId, amountPence: purchase.amountPence, credits: purchase.credits }
  }
  const packRefund = (purchaseId: number, body: Record<string, unknown>, key: string) =>
    helpers.rest('POST', `admin/payments/credit-${purchaseId}/refund`, { body, token: adminToken, headers: { 'idempotency-key': key } })
  const balanceOf = async (email: string) =>
    (
      await payload.find({ collection: 'credit-ledger', where: { email: { equals: email } }, limit: 100, overrideAccess: true })
    ).docs.reduce((sum, row) => sum + row.delta, 0)
  const searched = async (purchaseId: number) => {
    const found = await helpers.rest('POST', 'admin/search-payments', { body: { searchTerm: 'Pack Family' }, token: staffToken })
    return (found.json as { payments: { id: string; refundable: number; refundable_credits?: number; refunded: number }[] }).payments.find(
      (payment) => payment.id === `credit-${purchaseId}`,
    )
  }

  it('gives back the unused credits’ share of the price, once, and takes them off the balance', async () => {
    const email = `pack-refund-${Date.now()}@test.example`
    const pack = await paidPack(email)
    // The family has used 3 of the pack's credits.
    await payload.create({
      collection: 'credit-ledger',
      data: { email, delta: -3, reason: 'adjustment', note: 'Used at the desk' },
      overrideAccess: true,
    })
    const unused = pack.credits - 3
    const share = Math.floor((pack.amountPence * unused) / pack.credits)
    expect(await searched(pack.purchaseId)).toMatchObject({ refundable: share, refundable_credits: unused, refunded: 0 })

    expect((await packRefund(pack.purchaseId, { amount: 100, reason: 'Moving away' }, 'pack-refund-amount')).status).toBe(400)
    const revenueToday = async () =>
      ((await helpers.rest('GET', 'admin/dashboard-stats', { token: staffToken })).json as { stats: { todayRevenue: number } }).stats
        .todayRevenue
    const before = await revenueToday()
    const first = await packRefund(pack.purchaseId, { reason: 'Moving away' }, 'pack-refund-1')
    expect(first.status, first.text).toBe(200)
    expect(await revenueToday()).toBe(before - share)
    expect(first.json).toMatchObject({ success: true, refund: { amount: share, credits: unused }, replayed: false })
    expect(stripeRefunds(pack.intentId)).toEqual([share])
    expect(await balanceOf(email)).toBe(0)
    expect((await payload.findByID({ collection: 'credit-purchases', id: pack.purchaseId, overrideAccess: true })).refund).toMatchObject({
      status: 'succeeded',
      credits: unused,
      amountPence: share,
    })

    // The same request again refunds nothing more; a new one finds nothing left.
    expect((await packRefund(pack.purchaseId, { reason: 'Moving away' }, 'pack-refund-1')).json).toMatchObject({
      success: true,
      replayed: true,
    })
    expect((await packRefund(pack.purchaseId, { reason: 'Again' }, 'pack-refund-2')).json).toMatchObject({
      error: { code: 'nothing_to_refund' },
    })
    expect(stripeRefunds(pack.intentId)).toEqual([share])
    expect(await searched(pack.purchaseId)).toMatchObject({ refundable: 0, refunded: share })
    expect(
      (
        await payload.count({
          collection: 'audit-log',
          where: {
            and: [
              { entity: { equals: 'credit-purchases' } },
              { recordId: { equals: String(pack.purchaseId) } },
              { action: { equals: 'refund' } },
            ],
          },
          overrideAccess: true,
        })
      ).totalDocs,
    ).toBe(1)
  })

  it('refunds a pack with nothing used in full, and refuses one whose credits are all used', async () => {
    const email = `pack-full-${Date.now()}@test.example`
    const whole = await paidPack(email)
    expect((await packRefund(whole.purchaseId, { reason: 'Bought by mistake' }, 'pack-refund-whole')).json).toMatchObject({
      refund: { amount: whole.amountPence, credits: whole.credits },
    })
    expect(stripeRefunds(whole.intentId)).toEqual([whole.amountPence])

    const usedUp = `pack-used-${Date.now()}@test.example`
    const spent = await paidPack(usedUp)
    await payload.create({
      collection: 'credit-ledger',
      data: { email: usedUp, delta: -spent.credits, reason: 'adjustment', note: 'All used' },
      overrideAccess: true,
    })
    expect((await packRefund(spent.purchaseId, { reason: 'Too late' }, 'pack-refund-used')).json).toMatchObject({
      error: { code: 'nothing_to_refund' },
    })
    expect(stripeRefunds(spent.intentId)).toEqual([])
  })

  it('is finished once by the credits job when it was cut off after Stripe refunded', async () => {
    const email = `pack-cut-${Date.now()}@test.example`
    const pack = await paidPack(email)
    await whileUpdatesFail(payload, { table: 'credit_purchases', column: 'refund_status', value: 'succeeded' }, async () => {
      const cut = await packRefund(pack.purchaseId, { reason: 'Cut off' }, 'pack-refund-cut')
      expect(cut.status, cut.text).toBe(503)
      expect(cut.json).toMatchObject({ error: { code: 'refund_not_recorded' } })
    })
    expect(stripeRefunds(pack.intentId)).toEqual([pack.amountPence])
    expect(await balanceOf(email)).toBe(0)
    await drizzleOf(payload).execute(
      sql`update credit_purchases set refund_requested_at = now() - interval '11 minutes' where id = ${pack.purchaseId}`,
    )
    await payload.jobs.queue({ task: 'reconcileCreditPurchases', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    expect((await payload.findByID({ collection: 'credit-purchases', id: pack.purchaseId, overrideAccess: true })).refund).toMatchObject({
      status: 'succeeded',
      amountPence: pack.amountPence,
    })
    expect(stripeRefunds(pack.intentId)).toEqual([pack.amountPence])
    expect(await balanceOf(email)).toBe(0)
  })

  it('is flagged for staff, never retried, once Stripe may have forgotten its key', async () => {
    const email = `pack-old-${Date.now()}@test.example`
    const pack = await paidPack(email)
    await whileUpdatesFail(payload, { table: 'credit_purchases', column: 'refund_status', value: 'succeeded' }, async () => {
      expect((await packRefund(pack.purchaseId, { reason: 'Cut off long ago' }, 'pack-refund-old')).status).toBe(503)
    })
    await drizzleOf(payload).execute(
      sql`update credit_purchases set refund_requested_at = now() - interval '25 hours' where id = ${pack.purchaseId}`,
    )
    const { resumeCreditRefunds } = await import('@plugins/credits/operations/resumeCreditRefunds')
    expect(await resumeCreditRefunds(payload)).toMatchObject({ completed: 0, flagged: 1 })
    expect(stripeRefunds(pack.intentId)).toEqual([pack.amountPence])
    const flagged = await payload.findByID({ collection: 'credit-purchases', id: pack.purchaseId, overrideAccess: true })
    expect(flagged).toMatchObject({ needsAttention: true, refund: { status: 'pending' } })
    expect(flagged.staffNote).toMatch(/was never confirmed: check the payment/)
    expect(await resumeCreditRefunds(payload)).toMatchObject({ flagged: 0 })
  })

  it('gives the credits back when Stripe refuses the refund', async () => {
    const email = `pack-refused-${Date.now()}@test.example`
    const pack = await paidPack(email)
    stripe.failNextRequests(1)
    const refused = await packRefund(pack.purchaseId, { reason: 'Stripe is down' }, 'pack-refund-down')
    expect(refused.status, refused.text).toBe(502)
    expect(await balanceOf(email)).toBe(pack.credits)
    expect((await payload.findByID({ collection: 'credit-purchases', id: pack.purchaseId, overrideAccess: true })).refund).toMatchObject({
      status: 'failed',
    })
    // A new attempt goes through.
    expect((await packRefund(pack.purchaseId, { reason: 'Stripe is back' }, 'pack-refund-back')).json).toMatchObject({
      refund: { amount: pack.amountPence },
    })
    expect(await balanceOf(email)).toBe(0)
    expect(stripeRefunds(pack.intentId)).toEqual([pack.amountPence])
  })
})
