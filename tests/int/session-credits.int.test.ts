import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { expireHoldsAndCancelPayments } from '@plugins/booking/operations/expireHolds'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { expectLedgersConsistent } from '../helpers/ledgers'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, verifiedCookie, uniqueEmail } from '../helpers/verification'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(async () => {
  await expectLedgersConsistent(payload)
})

const purchaseBody = (email: string) => ({ customerName: 'Sam Parent', customerEmail: email, customerPhone: '07700 900123' })

type Purchase = { clientSecret: string; amount: number; savings: number; credits: number; purchaseId: number }

async function buyCredits(email: string): Promise<Purchase> {
  const started = await rest('POST', 'session-credits/purchase', { body: purchaseBody(email), headers: newClient() })
  expect(started.status, JSON.stringify(started.json)).toBe(201)
  const purchase = started.json as Purchase
  const paid = await rest('POST', 'payments/test/confirm', { body: { clientSecret: purchase.clientSecret } })
  expect(paid.status, JSON.stringify(paid.json)).toBe(200)
  return purchase
}

const balance = async (email: string, cookie: string) =>
  (await rest('GET', `session-credits?email=${encodeURIComponent(email)}`, { headers: { cookie, ...newClient() } })).json as {
    totalActiveCredits: number
    verified: boolean
  }

describe('buying a pack of credits', () => {
  it('prices the pack from the CMS and grants credits only when the payment succeeds', async () => {
    const email = uniqueEmail('buyer')
    const started = await rest('POST', 'session-credits/purchase', { body: purchaseBody(email.toUpperCase()), headers: newClient() })
    expect(started.status).toBe(201)
    expect(started.json).toMatchObject({ amount: 7500, savings: 2000, credits: 10, provider: 'test' })
    const cookie = await verifiedCookie(payload, email)
    expect((await balance(email, cookie)).totalActiveCredits).toBe(0)

    const { clientSecret } = started.json as Purchase
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    // A second confirmation is the same event: nothing more is granted.
    await rest('POST', 'payments/test/confirm', { body: { clientSecret } })
    const lookup = await rest('GET', `session-credits?email=${encodeURIComponent(email)}`, { headers: { cookie, ...newClient() } })
    expect(lookup.json).toMatchObject({
      success: true,
      verified: true,
      totalActiveCredits: 10,
      activeCredits: [{ creditsPurchased: 10, creditsRemaining: 10 }],
    })
    const status = await rest('GET', `session-credits/purchase-status?clientSecret=${encodeURIComponent(clientSecret)}`)
    expect(status.json).toMatchObject({ status: 'paid', credits: 10, email })

    await workQueue(payload, 'emails')
    const receipts = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email }, subject: { contains: 'session credits' } },
      overrideAccess: true,
    })
    expect(receipts.totalDocs).toBe(1)
    expect(receipts.docs[0]!.text).toContain('Credits available now: 10')
  })

  it('follows the CMS when the manager changes the pack', async () => {
    const original = await payload.findGlobal({ slug: 'credit-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({ slug: 'credit-settings', data: { credits: 5, pricePence: 4000 }, overrideAccess: true })
    try {
      const started = await rest('POST', 'session-credits/purchase', { body: purchaseBody(uniqueEmail('changed')), headers: newClient() })
      expect(started.json).toMatchObject({ amount: 4000, savings: 750, credits: 5 })
      await payload.updateGlobal({ slug: 'credit-settings', data: { available: false }, overrideAccess: true })
      const closed = await rest('POST', 'session-credits/purchase', { body: purchaseBody(uniqueEmail('closed')), headers: newClient() })
      expect(closed.status).toBe(409)
      expect(closed.json).toMatchObject({ error: { code: 'offer_unavailable' } })
    } finally {
      await payload.updateGlobal({
        slug: 'credit-settings',
        data: { credits: original.credits, pricePence: original.pricePence, available: true },
        overrideAccess: true,
      })
    }
  })

  it('refuses bad details with the spec’s messages and writes nothing', async () => {
    const before = await payload.count({ collection: 'credit-purchases', overrideAccess: true })
    const bad = await rest('POST', 'session-credits/purchase', {
      body: { customerName: 'S', customerEmail: 'nope', customerPhone: '123' },
      headers: newClient(),
    })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: {
          customerName: 'Name must be at least 2 characters',
          customerEmail: 'Please enter a valid email address',
          customerPhone: 'Please enter a valid phone number',
        },
      },
    })
    expect((await rest('POST', 'session-credits/purchase', { rawBody: '{', headers: newClient() })).status).toBe(400)
    expect((await payload.count({ collection: 'credit-purchases', overrideAccess: true })).totalDocs).toBe(before.totalDocs)
  })

  it('limits purchases started per client', async () => {
    const client = newClient()
    const statuses: number[] = []
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (await rest('POST', 'session-credits/purchase', { body: purchaseBody(uniqueEmail(`many${i}`)), headers: client })).status,
      )
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true)
    expect(statuses[10]).toBe(429)
  })
})

describe('looking credits up', () => {
  it('answers known and unknown addresses identically until the address is verified', async () => {
    const owner = uniqueEmail('owner')
    await buyCredits(owner)
    const stranger = uniqueEmail('stranger')
    const known = await rest('GET', `session-credits?email=${encodeURIComponent(owner)}`, { headers: newClient() })
    const unknown = await rest('GET', `session-credits?email=${encodeURIComponent(stranger)}`, { headers: newClient() })
    expect(known.status).toBe(200)
    expect(unknown.status).toBe(known.status)
    expect(known.json).toEqual(unknown.json)
    expect(known.json).toEqual({ success: true, verified: false, totalActiveCredits: 0, activeCredits: [] })

    // Verified for another address proves nothing about this one.
    const otherCookie = await verifiedCookie(payload, stranger)
    expect(await balance(owner, otherCookie)).toMatchObject({ verified: false, totalActiveCredits: 0 })
    expect((await rest('GET', 'session-credits?email=broken', { headers: newClient() })).status).toBe(400)
  })
})

/** Bookings in different slots, so only the credits lock (not the slot lock) stands between them. */
async function separateSlots(count: number): Promise<{ date: string; time: string }[]> {
  const dates = [...new Set(await Promise.all(Array.from({ length: 4 }, () => ordinaryDay(payload))))]
  const slots = dates.flatMap((date) => ['09:30', '12:00', '14:30'].map((time) => ({ date, time })))
  return slots.slice(0, count)
}

describe('credits at booking', () => {
  it('apply automatically for the verified booker: min(children, credits) at the child session price', async () => {
    const email = uniqueEmail('booker')
    await buyCredits(email)
    const cookie = await verifiedCookie(payload, email)
    const date = await ordinaryDay(payload)
    const booked = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ customerEmail: email, selectedDate: date }),
      headers: { cookie, ...newClient() },
    })
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(booked.json).toMatchObject({ sessionCreditsUsed: 2, creditSavings: 1900, originalAmount: 2100, finalAmount: 200 })
    expect((await balance(email, cookie)).totalActiveCredits).toBe(8)
    const { clientSecret } = booked.json as { clientSecret: string }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    expect((await balance(email, cookie)).totalActiveCredits).toBe(8)
  })

  it('never apply on a typed address alone', async () => {
    const email = uniqueEmail('typed')
    await buyCredits(email)
    const booked = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload) }),
      headers: newClient(),
    })
    expect(booked.json).toMatchObject({ sessionCreditsUsed: 0, creditSavings: 0, finalAmount: 2100 })
  })

  it('a booking paid entirely by credits is confirmed without a payment', async () => {
    const email = uniqueEmail('free')
    await buyCredits(email)
    const cookie = await verifiedCookie(payload, email)
    const booked = await rest('POST', 'create-booking-payment', {
      body: bookingBody({
        customerEmail: email,
        selectedDate: await ordinaryDay(payload),
        ticketQuantities: { 'child-1-12': 1, 'child-0-1': 1 },
        totalAmount: 13.5,
      }),
      headers: { cookie, ...newClient() },
    })
    expect(booked.status).toBe(201)
    expect(booked.json).toMatchObject({ clientSecret: null, sessionCreditsUsed: 2, creditSavings: 1350, finalAmount: 0 })
    const booking = await payload.findByID({
      collection: 'bookings',
      id: (booked.json as { bookingId: number }).bookingId,
      overrideAccess: true,
    })
    expect(booking.status).toBe('paid')
  })

  it('come back when the hold expires, and when the booking is cancelled', async () => {
    const email = uniqueEmail('returns')
    await buyCredits(email)
    const cookie = await verifiedCookie(payload, email)
    const held = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload) }),
      headers: { cookie, ...newClient() },
    })
    const heldId = (held.json as { bookingId: number }).bookingId
    expect((await balance(email, cookie)).totalActiveCredits).toBe(8)
    await payload.update({
      collection: 'bookings',
      id: heldId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    await expireHoldsAndCancelPayments(payload)
    expect((await balance(email, cookie)).totalActiveCredits).toBe(10)

    const paid = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ customerEmail: email, selectedDate: await ordinaryDay(payload) }),
      headers: { cookie, ...newClient() },
    })
    const paidJson = paid.json as { bookingId: number; clientSecret: string }
    await rest('POST', 'payments/test/confirm', { body: { clientSecret: paidJson.clientSecret } })
    expect((await balance(email, cookie)).totalActiveCredits).toBe(8)
    const staff = await createUser(payload, ['staff'], { canRefund: true })
    const token = await loginToken(staff.email, staff.password)
    const cancelled = await rest('POST', `bookings/${paidJson.bookingId}/cancel`, { body: { refund: true }, token })
    expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200)
    expect((await balance(email, cookie)).totalActiveCredits).toBe(10)
    await workQueue(payload, 'payments')
    await workQueue(payload, 'emails')
    const mail = await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: email }, subject: { contains: 'cancelled' } },
      overrideAccess: true,
    })
    expect(mail.docs[0]?.text).toContain('2 session credits have been returned')
  })

  it('two bookings at once never spend more credits than there are', async () => {
    const email = uniqueEmail('race')
    await buyCredits(email)
    const cookie = await verifiedCookie(payload, email)
    const results = await Promise.all(
      (await separateSlots(12)).map(({ date, time }) =>
        rest('POST', 'create-booking-payment', {
          body: bookingBody({ customerEmail: email, selectedDate: date, selectedTime: time }),
          headers: { cookie, ...newClient() },
        }),
      ),
    )
    const used = results.map((result) => (result.json as { sessionCreditsUsed: number }).sessionCreditsUsed)
    expect(used.reduce((sum, n) => sum + n, 0)).toBe(10)
    expect((await balance(email, cookie)).totalActiveCredits).toBe(0)
  })

  it('control: without the lock the same race overspends (the test above can fail)', async () => {
    const email = uniqueEmail('control')
    await buyCredits(email)
    const cookie = await verifiedCookie(payload, email)
    const slots = await separateSlots(12)
    process.env.LEDGER_TEST_DISABLE_LOCKS = '1'
    // One address's holds would otherwise queue on the cap's per-address lock, and never race.
    process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK = '1'
    try {
      const results = await Promise.all(
        slots.map(({ date, time }) =>
          rest('POST', 'create-booking-payment', {
            body: bookingBody({ customerEmail: email, selectedDate: date, selectedTime: time }),
            headers: { cookie, ...newClient() },
          }),
        ),
      )
      const used = results.map((result) => (result.json as { sessionCreditsUsed: number }).sessionCreditsUsed)
      expect(used.reduce((sum, n) => sum + n, 0)).toBeGreaterThan(10)
    } finally {
      delete process.env.LEDGER_TEST_DISABLE_LOCKS
      delete process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK
      // Put the overspent address right again so the ledger check after this test holds.
      const { docs } = await payload.find({
        collection: 'bookings',
        where: { customerEmail: { equals: email } },
        limit: 20,
        overrideAccess: true,
      })
      for (const booking of docs)
        await payload.update({
          collection: 'bookings',
          id: booking.id,
          data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
          overrideAccess: true,
        })
      await expireHoldsAndCancelPayments(payload)
    }
  })
})
