import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@/payload-types'
import { bookingBody, eventDay, ordinaryDay } from '../helpers/booking'
import { startFakeStripeForApp, type FakeStripe } from '../helpers/fakeStripe.mjs'
import { whileUpdatesFail } from '../helpers/crashTrigger'
import { workQueue } from '../helpers/jobs'

// This file runs the Stripe provider for real (the `stripe` SDK) against a local fake of Stripe's
// HTTP API. The config reads the environment once, so the fake starts before the config loads.
const WEBHOOK_SECRET = 'whsec_test_webhook_secret_for_this_file'
let stripe: FakeStripe
let payload: Payload
let rest: typeof import('../helpers/payload').rest

beforeAll(async () => {
  stripe = await startFakeStripeForApp(WEBHOOK_SECRET)
  const helpers = await import('../helpers/payload')
  rest = helpers.rest
  payload = await helpers.testPayload()
  const { seed } = await import('@/seed/seed')
  await seed(payload)
})

afterAll(async () => {
  await stripe?.close()
})

type Created = { clientSecret: string; bookingId: number; reference: string }

async function book(overrides: Record<string, unknown> = {}): Promise<Created> {
  const { status, json } = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: await ordinaryDay(payload), ...overrides }),
  })
  expect(status, JSON.stringify(json)).toBe(201)
  return json as Created
}

const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, overrideAccess: true })
const intentOf = async (id: number) => stripe.intents.get((await bookingOf(id)).paymentReference!)!

async function deliver(payloadText: string, signature = stripe.sign(payloadText)) {
  return rest('POST', 'payments/stripe/webhook', { rawBody: payloadText, headers: { 'stripe-signature': signature } })
}

async function succeedAndDeliver(bookingId: number, options: { id?: string } = {}) {
  const intent = stripe.succeed((await bookingOf(bookingId)).paymentReference!)
  const event = stripe.event('payment_intent.succeeded', intent, options)
  return { event, response: await deliver(event.payload) }
}

const eventsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'payment-events', where: { booking: { equals: bookingId } }, overrideAccess: true })).docs
const refundsOf = (intentId: string) => stripe.refunds.filter((refund) => refund.payment_intent === intentId)
const expireHold = (id: number) =>
  payload.update({ collection: 'bookings', id, data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() }, overrideAccess: true })
const runQueue = (queue: string) => workQueue(payload, queue)

async function outboxFor(email: string | null | undefined, subjectPart: string) {
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { and: [{ to: { equals: email ?? '' } }, { subject: { contains: subjectPart } }] },
    overrideAccess: true,
  })
  return docs
}

describe('payment intents through the Stripe SDK', () => {
  it('creates one GBP intent for the server total, with the booking in metadata and a booking-derived idempotency key', async () => {
    const created = await book()
    const booking = await bookingOf(created.bookingId)
    expect(booking.paymentProvider).toBe('stripe')
    const intent = stripe.intents.get(booking.paymentReference!)!
    expect(intent).toMatchObject({
      amount: 2100,
      currency: 'gbp',
      metadata: { bookingId: String(created.bookingId), reference: created.reference },
    })
    expect(created.clientSecret).toBe(intent.client_secret)
    const request = stripe.requests.find(
      (candidate) =>
        candidate.path === '/v1/payment_intents' &&
        candidate.form.metadata &&
        (candidate.form.metadata as Record<string, string>).bookingId === String(created.bookingId),
    )
    expect(request?.idempotencyKey).toBe(`booking-${created.bookingId}`)

    // A retried create with the same key is answered with the same intent, never a second one.
    const { paymentProvider } = await import('@plugins/payments')
    const again = await paymentProvider(payload).createIntent({
      amountPence: 2100,
      idempotencyKey: `booking-${created.bookingId}`,
      metadata: {},
      description: 'retry',
    })
    expect(again.id).toBe(intent.id)
  })

  it('offers bank debit only for visits far enough ahead for it to clear (a CMS setting)', async () => {
    const { addBusinessDays, businessDate } = await import('@/lib/time/businessDate')
    const methodsFor = async (offset: number) => {
      let date = addBusinessDays(businessDate(), offset)
      while ((await payload.count({ collection: 'special-days', where: { date: { equals: date } }, overrideAccess: true })).totalDocs > 0)
        date = addBusinessDays(date, 1)
      const created = await book({ selectedDate: date })
      return stripe.intents.get((await bookingOf(created.bookingId)).paymentReference!)!.payment_method_types
    }
    expect((await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })).bankDebitMinDaysAhead).toBe(5)
    expect(await methodsFor(1)).toEqual(['card'])
    expect(await methodsFor(10)).toEqual(['card', 'bacs_debit'])
  })

  it('releases nothing and answers 503 when Stripe is down at booking time', async () => {
    stripe.failNextRequests(1)
    const { status, json } = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ selectedDate: await ordinaryDay(payload) }),
    })
    expect(status).toBe(503)
    expect(json).toMatchObject({ error: { code: 'payment_unavailable' } })
  })
})

describe('the Stripe webhook', () => {
  it('pays the booking once when the same event arrives five times', async () => {
    const { bookingId } = await book()
    const { event, response } = await succeedAndDeliver(bookingId)
    expect(response.status).toBe(200)
    expect(response.json).toMatchObject({ received: true, outcome: 'applied' })
    for (let i = 0; i < 4; i += 1) {
      const repeat = await deliver(event.payload)
      expect(repeat.status).toBe(200)
      expect(repeat.json).toMatchObject({ outcome: 'duplicate' })
    }
    const booking = await bookingOf(bookingId)
    expect(booking.status).toBe('paid')
    expect(await eventsOf(bookingId)).toHaveLength(1)

    await runQueue('emails')
    const confirmations = await outboxFor(booking.customerEmail, booking.reference)
    expect(confirmations.filter((mail) => /confirmed/i.test(mail.subject))).toHaveLength(1)
  })

  it('keeps a paid booking paid when an older failure arrives after the success', async () => {
    const { bookingId } = await book()
    const intentBefore = { ...(await intentOf(bookingId)) }
    const older = stripe.event('payment_intent.payment_failed', intentBefore, { created: Math.floor(Date.now() / 1000) - 60 })
    await succeedAndDeliver(bookingId)
    expect((await deliver(older.payload)).status).toBe(200)
    expect((await bookingOf(bookingId)).status).toBe('paid')
    expect(await eventsOf(bookingId)).toHaveLength(2)
  })

  it('releases the hold on payment failure and on cancellation', async () => {
    for (const type of ['payment_intent.payment_failed', 'payment_intent.canceled']) {
      const { bookingId } = await book()
      const event = stripe.event(type, await intentOf(bookingId))
      expect((await deliver(event.payload)).json).toMatchObject({ outcome: 'applied' })
      expect((await bookingOf(bookingId)).status).toBe('cancelled')
    }
  })

  it('refuses a bad signature and a stale timestamp, writing nothing', async () => {
    const { bookingId } = await book()
    const intent = stripe.succeed((await bookingOf(bookingId)).paymentReference!)
    const event = stripe.event('payment_intent.succeeded', intent)
    const forged = await deliver(event.payload, stripe.sign(event.payload, { secret: 'whsec_someone_else' }))
    expect(forged.status).toBe(400)
    expect(forged.json).toMatchObject({ error: { code: 'invalid_signature' } })
    const tampered = await deliver(event.payload.replace('"amount":2100', '"amount":1'), stripe.sign(event.payload))
    expect(tampered.status).toBe(400)
    const stale = await deliver(event.payload, stripe.sign(event.payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }))
    expect(stale.status).toBe(400)
    const unsigned = await rest('POST', 'payments/stripe/webhook', { rawBody: event.payload })
    expect(unsigned.status).toBe(400)
    expect((await bookingOf(bookingId)).status).toBe('held')
    expect(await eventsOf(bookingId)).toHaveLength(0)
  })

  it('acknowledges event types it does not use', async () => {
    const { bookingId } = await book()
    const event = stripe.event('payment_intent.created', await intentOf(bookingId))
    expect((await deliver(event.payload)).json).toMatchObject({ received: true, outcome: 'ignored' })
  })

  it('rolls back a crash in the middle of the handler, and applies Stripe’s retry exactly once', async () => {
    const { bookingId } = await book()
    // A real failure inside the transaction: the booking update raises after the event row is written.
    const event = await whileUpdatesFail(payload, { table: 'bookings', column: 'status', value: 'paid' }, async () => {
      const attempt = await succeedAndDeliver(bookingId)
      expect(attempt.response.status).toBe(503)
      expect((await bookingOf(bookingId)).status).toBe('held')
      expect(await eventsOf(bookingId)).toHaveLength(0)
      return attempt.event
    })
    const retry = await deliver(event.payload)
    expect(retry.json).toMatchObject({ outcome: 'applied' })
    expect((await deliver(event.payload)).json).toMatchObject({ outcome: 'duplicate' })
    expect((await bookingOf(bookingId)).status).toBe('paid')
    expect(await eventsOf(bookingId)).toHaveLength(1)
  })
})

describe('a payment after the hold expired', () => {
  const twoPlaces = async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 2 }], 'Stripe late payment')
    return { selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 2 }, totalAmount: 19 }
  }

  it('is confirmed when the places are still free', async () => {
    const body = await twoPlaces()
    const { bookingId } = await book(body)
    await expireHold(bookingId)
    const { response } = await succeedAndDeliver(bookingId)
    expect(response.json).toMatchObject({ outcome: 'applied' })
    expect((await bookingOf(bookingId)).status).toBe('paid')
    await runQueue('payments')
    expect(refundsOf((await bookingOf(bookingId)).paymentReference!)).toHaveLength(0)
  })

  it('is refunded exactly once and flagged for staff when the slot filled meanwhile', async () => {
    const body = await twoPlaces()
    const late = await book(body)
    await expireHold(late.bookingId)
    const prompt = await book(body)
    await succeedAndDeliver(prompt.bookingId)
    expect((await bookingOf(prompt.bookingId)).status).toBe('paid')

    const { event } = await succeedAndDeliver(late.bookingId)
    await deliver(event.payload)
    await runQueue('payments')
    await runQueue('payments')
    const intentId = (await bookingOf(late.bookingId)).paymentReference!
    expect(refundsOf(intentId)).toHaveLength(1)
    expect(refundsOf(intentId)[0]!.amount).toBe(1900)
    const refunded = await bookingOf(late.bookingId)
    expect(refunded).toMatchObject({ status: 'refunded', refundedPence: 1900, needsAttention: true })
    expect(refunded.staffNote).toMatch(/slot was full/)

    // The reconciliation job sees the succeeded intent and changes nothing more.
    const { reconcilePayments } = await import('@plugins/booking/operations/reconcilePayments')
    await reconcilePayments(payload)
    await runQueue('payments')
    expect(refundsOf(intentId)).toHaveLength(1)
    // Places: the prompt booking's two children, and nobody else.
    const { occupiedChildren } = await import('@plugins/booking/operations/slotOccupancy')
    expect(await occupiedChildren(drizzleOf(payload), body.selectedDate, '10:00')).toBe(2)
  })
})

describe('a bank payment on its way', () => {
  it('keeps the places held until the session starts, then confirms when the money clears', async () => {
    const { bookingId } = await book()
    const booking = await bookingOf(bookingId)
    const intent = stripe.intents.get(booking.paymentReference!)!
    intent.status = 'processing'
    const processing = await deliver(stripe.event('payment_intent.processing', intent).payload)
    expect(processing.json).toMatchObject({ outcome: 'applied' })
    const { venueInstant } = await import('@/lib/time/businessDate')
    expect((await bookingOf(bookingId)).holdExpiresAt).toBe(venueInstant(booking.date, booking.slotStart).toISOString())

    const { expireHoldsAndCancelPayments } = await import('@plugins/booking/operations/expireHolds')
    await expireHoldsAndCancelPayments(payload)
    expect((await bookingOf(bookingId)).status).toBe('held')
    await succeedAndDeliver(bookingId)
    expect((await bookingOf(bookingId)).status).toBe('paid')
  })

  it('is refunded when it clears only after the session has ended', async () => {
    const { bookingId } = await book()
    const { addBusinessDays, businessDate } = await import('@/lib/time/businessDate')
    // The visit was yesterday: the hold lapsed long ago and the session is over.
    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { date: addBusinessDays(businessDate(), -1), holdExpiresAt: new Date(Date.now() - 86_400_000).toISOString() },
      overrideAccess: true,
    })
    await succeedAndDeliver(bookingId)
    await runQueue('payments')
    const booking = await bookingOf(bookingId)
    expect(booking).toMatchObject({ status: 'refunded', refundedPence: 2100, needsAttention: true })
    expect(booking.staffNote).toMatch(/session had ended/)
    expect(refundsOf(booking.paymentReference!)).toHaveLength(1)
  })
})

describe('hold expiry and reconciliation', () => {
  it('cancels the payment intent of an expired hold', async () => {
    const { bookingId } = await book()
    await expireHold(bookingId)
    const { expireHoldsAndCancelPayments } = await import('@plugins/booking/operations/expireHolds')
    const result = await expireHoldsAndCancelPayments(payload)
    expect(result.expired).toBeGreaterThanOrEqual(1)
    expect((await bookingOf(bookingId)).status).toBe('expired')
    expect((await intentOf(bookingId)).status).toBe('canceled')
  })

  it('repairs a paid booking whose webhook was lost, once, and a later webhook changes nothing', async () => {
    const { bookingId } = await book()
    const intent = stripe.succeed((await bookingOf(bookingId)).paymentReference!)
    const { reconcilePayments } = await import('@plugins/booking/operations/reconcilePayments')
    const first = await reconcilePayments(payload)
    expect(first.repaired).toBeGreaterThanOrEqual(1)
    expect((await bookingOf(bookingId)).status).toBe('paid')
    const second = await reconcilePayments(payload)
    expect(second.repaired).toBe(0)
    const late = await deliver(stripe.event('payment_intent.succeeded', intent).payload)
    expect(late.json).toMatchObject({ outcome: 'ignored' })
    await runQueue('emails')
    const booking = await bookingOf(bookingId)
    expect((await outboxFor(booking.customerEmail, booking.reference)).filter((mail) => /confirmed/i.test(mail.subject))).toHaveLength(1)
  })

  it('releases a hold whose intent Stripe cancelled while the webhook was lost', async () => {
    const { bookingId } = await book()
    ;(await intentOf(bookingId)).status = 'canceled'
    const { reconcilePayments } = await import('@plugins/booking/operations/reconcilePayments')
    await reconcilePayments(payload)
    expect((await bookingOf(bookingId)).status).toBe('cancelled')
  })

  it('flags a paid booking whose payment Stripe no longer shows as succeeded', async () => {
    const { bookingId } = await book()
    await succeedAndDeliver(bookingId)
    ;(await intentOf(bookingId)).status = 'canceled'
    const { reconcilePayments } = await import('@plugins/booking/operations/reconcilePayments')
    expect((await reconcilePayments(payload)).flagged).toBeGreaterThanOrEqual(1)
    const booking = await bookingOf(bookingId)
    expect(booking).toMatchObject({ status: 'paid', needsAttention: true })
    expect(booking.staffNote).toMatch(/Reconciliation/)

    // Staff look into it and clear the flag: the next runs do not raise it again.
    await payload.update({ collection: 'bookings', id: bookingId, data: { needsAttention: false }, overrideAccess: true })
    await reconcilePayments(payload)
    expect((await bookingOf(bookingId)).needsAttention).toBe(false)
  })
})
