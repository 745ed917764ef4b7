import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { GiftVoucher } from '@/payload-types'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { startFakeStripeForApp, type FakeStripe } from '../helpers/fakeStripe.mjs'
import { whileUpdatesFail } from '../helpers/crashTrigger'
import { workQueue } from '../helpers/jobs'

// Refunding what is left on a gift voucher to the buyer's card (ADR 0025), through the real Stripe
// SDK against the local fake of Stripe's API, which records every refund it makes. The config
// reads the environment once, so the fake starts before the config loads.
const WEBHOOK_SECRET = 'whsec_test_voucher_refunds'
let stripe: FakeStripe
let payload: Payload
let helpers: typeof import('../helpers/payload')
let verification: typeof import('../helpers/verification')
let adminToken: string
let staffToken: string
const db = () => drizzleOf(payload)

beforeAll(async () => {
  stripe = await startFakeStripeForApp(WEBHOOK_SECRET)
  helpers = await import('../helpers/payload')
  verification = await import('../helpers/verification')
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

/** No voucher ever below zero. */
afterEach(async () => {
  const negative = await db().execute(
    sql`select voucher_id, sum(delta_pence) as balance from voucher_ledger group by voucher_id having sum(delta_pence) < 0`,
  )
  expect(negative.rows, 'vouchers with a negative balance').toEqual([])
})

const voucherOf = (id: number): Promise<GiftVoucher> =>
  payload.findByID({ collection: 'gift-vouchers', id, depth: 0, overrideAccess: true })
const stripeRefunds = (intentId: string) => stripe.refunds.filter((made) => made.payment_intent === intentId).map((made) => made.amount)
const balanceOf = async (voucherId: number) =>
  Number(
    (await db().execute(sql`select coalesce(sum(delta_pence), 0) as b from voucher_ledger where voucher_id = ${voucherId}`)).rows[0]!.b,
  )

/** A voucher bought by card for `amountPence`: Stripe's success delivered. */
async function paidVoucher(amountPence = 2500): Promise<{ id: number; code: string; intentId: string; buyer: string }> {
  const buyer = `Voucher Refund Gran ${Date.now()}`
  const started = await helpers.rest('POST', 'gift-vouchers/purchase', {
    body: { amountPence, buyerName: buyer, buyerEmail: verification.uniqueEmail('gran'), recipientName: 'Alfie', message: 'Have fun' },
    headers: verification.newClient(),
  })
  expect(started.status, started.text).toBe(201)
  const { voucherId } = started.json as { voucherId: number }
  const intentId = (await voucherOf(voucherId)).paymentReference!
  const event = stripe.event('payment_intent.succeeded', stripe.succeed(intentId))
  const delivered = await helpers.rest('POST', 'payments/stripe/webhook', {
    rawBody: event.payload,
    headers: { 'stripe-signature': stripe.sign(event.payload) },
  })
  expect(delivered.status).toBe(200)
  const voucher = await voucherOf(voucherId)
  expect(voucher.status).toBe('issued')
  return { id: voucherId, code: voucher.code!, intentId, buyer }
}

const refund = (voucherId: number, body: Record<string, unknown>, key: string, token = adminToken) =>
  helpers.rest('POST', `admin/payments/voucher-${voucherId}/refund`, { body, token, headers: { 'idempotency-key': key } })

const searched = async (voucher: { id: number; buyer: string }) => {
  const found = await helpers.rest('POST', 'admin/search-payments', { body: { searchTerm: voucher.buyer }, token: staffToken })
  return (found.json as { payments: { id: string; refundable: number; refunded: number; voucher?: { balance: number } }[] }).payments.find(
    (payment) => payment.id === `voucher-${voucher.id}`,
  )
}

/** Spends part of the voucher at the desk's ledger, as a booking paid with it would. */
async function spend(voucherId: number, pence: number): Promise<void> {
  await payload.create({
    collection: 'voucher-ledger',
    data: { voucher: voucherId, deltaPence: -pence, reason: 'spent', note: 'Used at a booking' },
    overrideAccess: true,
  })
}

describe('refunding what is left on a gift voucher', () => {
  it('refunds the balance to the card once, leaves the voucher with nothing, and shows it in search, Overview and reports', async () => {
    const voucher = await paidVoucher(5000)
    await spend(voucher.id, 2100)
    expect(await searched(voucher)).toMatchObject({ refundable: 2900, refunded: 0, voucher: { balance: 2900 } })

    expect((await refund(voucher.id, { amount: 100, reason: 'Changed her mind' }, 'voucher-refund-amount')).status).toBe(400)
    const revenueToday = async () =>
      ((await helpers.rest('GET', 'admin/dashboard-stats', { token: staffToken })).json as { stats: { todayRevenue: number } }).stats
        .todayRevenue
    const before = await revenueToday()
    const first = await refund(voucher.id, { reason: 'Changed her mind' }, 'voucher-refund-1')
    expect(first.status, first.text).toBe(200)
    expect(first.json).toMatchObject({ success: true, refund: { amount: 2900 }, refunded: 2900, refundable: 0, replayed: false })
    expect(stripeRefunds(voucher.intentId)).toEqual([2900])
    expect(await balanceOf(voucher.id)).toBe(0)
    expect(await revenueToday()).toBe(before - 2900)
    expect((await voucherOf(voucher.id)).refund).toMatchObject({ status: 'succeeded', amountPence: 2900, reason: 'Changed her mind' })

    // The same request again refunds nothing more; a new one is refused.
    expect((await refund(voucher.id, { reason: 'Changed her mind' }, 'voucher-refund-1')).json).toMatchObject({
      success: true,
      replayed: true,
    })
    const again = await refund(voucher.id, { reason: 'Again' }, 'voucher-refund-2')
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: { code: 'nothing_to_refund' } })
    expect(stripeRefunds(voucher.intentId)).toEqual([2900])
    expect(await searched(voucher)).toMatchObject({ refundable: 0, refunded: 2900 })

    // The code no longer pays, and says why.
    const check = await helpers.rest('POST', 'gift-vouchers/check', {
      body: { voucherCode: voucher.code, amountDuePence: 2100 },
      headers: verification.newClient(),
    })
    expect(check.json).toMatchObject({
      error: { code: 'voucher_empty', message: 'This gift voucher has been refunded, so nothing is left on it.' },
    })

    // One audit entry; the payments file has the refund as a negative line.
    const audits = await payload.count({
      collection: 'audit-log',
      where: {
        and: [{ entity: { equals: 'gift-vouchers' } }, { recordId: { equals: String(voucher.id) } }, { action: { equals: 'refund' } }],
      },
      overrideAccess: true,
    })
    expect(audits.totalDocs).toBe(1)
    const today = businessDate()
    const csv = (await helpers.rest('GET', `admin/reports/payments.csv?from=${today}&to=${today}`, { token: adminToken })).text
    expect(csv.split(/\r?\n/).find((line) => line.includes(voucher.code) && line.includes('Gift voucher refund'))).toContain('-29.00')
  })

  it('gives the balance back when Stripe refuses, and a new attempt goes through', async () => {
    const voucher = await paidVoucher(2500)
    stripe.failNextRequests(1)
    const refused = await refund(voucher.id, { reason: 'Stripe is down' }, 'voucher-refund-down')
    expect(refused.status, refused.text).toBe(502)
    expect(await balanceOf(voucher.id)).toBe(2500)
    expect((await voucherOf(voucher.id)).refund).toMatchObject({ status: 'failed' })
    expect(await searched(voucher)).toMatchObject({ refundable: 2500 })

    expect((await refund(voucher.id, { reason: 'Stripe is back' }, 'voucher-refund-back')).json).toMatchObject({ refund: { amount: 2500 } })
    expect(await balanceOf(voucher.id)).toBe(0)
    expect(stripeRefunds(voucher.intentId)).toEqual([2500])
  })

  it('is finished once by the vouchers job when it was cut off after Stripe refunded, and flagged once the key may be forgotten', async () => {
    const voucher = await paidVoucher(2500)
    await whileUpdatesFail(payload, { table: 'gift_vouchers', column: 'refund_status', value: 'succeeded' }, async () => {
      const cut = await refund(voucher.id, { reason: 'Cut off' }, 'voucher-refund-cut')
      expect(cut.status, cut.text).toBe(503)
      expect(cut.json).toMatchObject({ error: { code: 'refund_not_recorded' } })
    })
    expect(stripeRefunds(voucher.intentId)).toEqual([2500])
    expect(await balanceOf(voucher.id)).toBe(0)
    expect(await searched(voucher)).toMatchObject({ refundable: 0 })
    await db().execute(sql`update gift_vouchers set refund_requested_at = now() - interval '11 minutes' where id = ${voucher.id}`)
    await payload.jobs.queue({ task: 'reconcileGiftVouchers', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    expect((await voucherOf(voucher.id)).refund).toMatchObject({ status: 'succeeded', amountPence: 2500 })
    expect(stripeRefunds(voucher.intentId)).toEqual([2500])

    const old = await paidVoucher(2500)
    await whileUpdatesFail(payload, { table: 'gift_vouchers', column: 'refund_status', value: 'succeeded' }, async () => {
      expect((await refund(old.id, { reason: 'Cut off long ago' }, 'voucher-refund-old')).status).toBe(503)
    })
    await db().execute(sql`update gift_vouchers set refund_requested_at = now() - interval '25 hours' where id = ${old.id}`)
    const { resumeVoucherRefunds } = await import('@plugins/vouchers/operations/resumeVoucherRefunds')
    expect(await resumeVoucherRefunds(payload)).toMatchObject({ completed: 0, flagged: 1 })
    const flagged = await voucherOf(old.id)
    expect(flagged).toMatchObject({ needsAttention: true, refund: { status: 'pending' } })
    expect(flagged.staffNote).toMatch(/was never confirmed: check the payment/)
    expect(await resumeVoucherRefunds(payload)).toMatchObject({ flagged: 0 })
    expect(stripeRefunds(old.intentId)).toEqual([2500])
  })

  it('refuses a voucher past its last day, one a booking is still paying with, and one used up, refunding nothing', async () => {
    const expired = await paidVoucher(2500)
    await db().execute(sql`update gift_vouchers set expires_on = ${addBusinessDays(businessDate(), -1)} where id = ${expired.id}`)
    expect(await searched(expired)).toMatchObject({ refundable: 0 })
    const late = await refund(expired.id, { reason: 'Too late' }, 'voucher-refund-expired')
    expect(late.status).toBe(409)
    expect(late.json).toMatchObject({ error: { code: 'not_refundable', message: expect.stringMatching(/^This voucher expired on /) } })

    // A booking paid partly with the voucher, its card part not yet paid: the hold is still open.
    const { bookingBody, ordinaryDay } = await import('../helpers/booking')
    const inUse = await paidVoucher(1000)
    const held = await helpers.rest('POST', 'create-booking-payment', {
      body: bookingBody({
        selectedDate: await ordinaryDay(payload),
        customerEmail: verification.uniqueEmail('family'),
        voucherCode: inUse.code,
      }),
      headers: verification.newClient(),
    })
    expect(held.status, held.text).toBe(201)
    expect(held.json).toMatchObject({ voucherApplied: 1000 })
    const busy = await refund(inUse.id, { reason: 'While booking' }, 'voucher-refund-busy')
    expect(busy.status).toBe(409)
    expect(busy.json).toMatchObject({ error: { code: 'voucher_in_use' } })

    const usedUp = await paidVoucher(2500)
    await spend(usedUp.id, 2500)
    expect((await refund(usedUp.id, { reason: 'Nothing left' }, 'voucher-refund-empty')).json).toMatchObject({
      error: { code: 'nothing_to_refund' },
    })
    expect((await refund(99_999_999, { reason: 'No such voucher' }, 'voucher-refund-missing')).status).toBe(404)
    expect([...stripeRefunds(expired.intentId), ...stripeRefunds(inUse.intentId), ...stripeRefunds(usedUp.intentId)]).toEqual([])
  })

  it('is for admins and staff allowed to give refunds only', async () => {
    const voucher = await paidVoucher(2500)
    const refused = await refund(voucher.id, { reason: 'Not allowed' }, 'voucher-refund-staff', staffToken)
    expect(refused.status).toBe(403)
    expect(await balanceOf(voucher.id)).toBe(2500)
    expect(stripeRefunds(voucher.intentId)).toEqual([])
  })
})
