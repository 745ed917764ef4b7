import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import type { PromoCode } from '@/payload-types'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay, sharedEventSessions } from '../helpers/booking'
import { fromClient } from '../helpers/clientAddress'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let adultTicketId: number
const today = businessDate()
let turn = 0

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const adult = await payload.find({ collection: 'ticket-types', where: { key: { equals: 'adult' } } })
  adultTicketId = adult.docs[0]!.id
})

type Created = { bookingId: number; originalAmount: number; finalAmount: number; promoCode: string | null; promoDiscount: number }
type Refused = { error: { code: string; message: string; fields: { promoCode: string } } }

/** A code of its own for each test (10% off everything unless told), so tests never share uses. */
async function promoCode(data: Partial<PromoCode> = {}): Promise<string> {
  const code = `T${Date.now().toString(36)}-${turn++}`.toUpperCase()
  await payload.create({ collection: 'promo-codes', data: { code, kind: 'percent', percent: 10, ...data } })
  return code
}

/** A booking from its own client address (the live-hold cap counts per client), 2 children and an adult: £21. */
async function book(overrides: Record<string, unknown>) {
  const client = fromClient(`promo-${Date.now()}-${turn++}`)
  return rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: await ordinaryDay(payload), customerEmail: `promo-${turn++}@test.example`, ...overrides }),
    headers: client,
  })
}

const bookingsWith = (code: string) =>
  payload.find({ collection: 'bookings', where: { promoCode: { equals: code } }, overrideAccess: true, limit: 100 })

describe('create-booking-payment with a promo code', () => {
  it('prices the code on the server and records the code and the discount on the booking', async () => {
    const code = await promoCode({ percent: 10 })
    // Typed in lower case; `totalAmount` stays the ticket total before discounts.
    const { status, json } = await book({ promoCode: code.toLowerCase(), totalAmount: 21 })
    expect(status).toBe(201)
    expect(json).toMatchObject({ originalAmount: 2100, promoCode: code, promoDiscount: 210, finalAmount: 1890 })
    const booking = await payload.findByID({ collection: 'bookings', id: (json as Created).bookingId })
    expect(booking).toMatchObject({ promoCode: code, promoDiscountPence: 210, originalAmountPence: 2100, finalAmountPence: 1890 })
  })

  it('applies a fixed amount to the code’s ticket types only', async () => {
    const code = await promoCode({ kind: 'fixed', percent: null, amountPence: 500, ticketTypes: [adultTicketId] })
    const { status, json } = await book({ promoCode: code })
    expect(status).toBe(201)
    // Only the adult's £2 is eligible.
    expect(json).toMatchObject({ promoDiscount: 200, finalAmount: 1900 })
    const refused = await book({ promoCode: code, ticketQuantities: { 'child-1-12': 1 }, totalAmount: 9.5 })
    expect(refused.status).toBe(422)
    expect(refused.json).toMatchObject({ error: { code: 'promo_not_for_tickets' } })
  })

  it('refuses an unknown, inactive, expired, not-yet-valid or under-spent code with a message for the field, holding nothing', async () => {
    const email = `refused-${Date.now()}@test.example`
    const cases: [Record<string, unknown>, string][] = [
      [{ promoCode: 'NO-SUCH-CODE' }, 'promo_unknown'],
      [{ promoCode: await promoCode({ active: false }) }, 'promo_unknown'],
      [{ promoCode: await promoCode({ validUntil: addBusinessDays(today, -1) }) }, 'promo_expired'],
      [{ promoCode: await promoCode({ validFrom: addBusinessDays(today, 1) }) }, 'promo_not_yet_valid'],
      [{ promoCode: await promoCode({ minSpendPence: 2101 }) }, 'promo_min_spend'],
    ]
    for (const [overrides, code] of cases) {
      const { status, json } = await book({ ...overrides, customerEmail: email })
      expect([code, status]).toEqual([code, 422])
      const { error } = json as Refused
      expect(error.code).toBe(code)
      expect(error.fields.promoCode).toBe(error.message)
    }
    // Valid today, on its first and last day.
    expect((await book({ promoCode: await promoCode({ validFrom: today, validUntil: today }) })).status).toBe(201)
    const held = await payload.count({ collection: 'bookings', where: { customerEmail: { equals: email } }, overrideAccess: true })
    expect(held.totalDocs).toBe(0)
  })

  it('limits uses per e-mail address, whatever its case', async () => {
    const code = await promoCode({ maxUsesPerEmail: 1 })
    const email = `once-${Date.now()}@test.example`
    expect((await book({ promoCode: code, customerEmail: email })).status).toBe(201)
    const again = await book({ promoCode: code, customerEmail: email.toUpperCase() })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: { code: 'promo_used_up', fields: { promoCode: expect.any(String) } } })
    expect((await book({ promoCode: code })).status).toBe(201)
  })

  it('gives a use back when a held booking expires unpaid', async () => {
    const code = await promoCode({ maxUses: 1 })
    const first = await book({ promoCode: code })
    expect(first.status).toBe(201)
    expect((await book({ promoCode: code })).status).toBe(409)
    await payload.update({
      collection: 'bookings',
      id: (first.json as Created).bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await book({ promoCode: code })).status).toBe(201)
    expect((await payload.findByID({ collection: 'promo-codes', id: (await codeRow(code)).id })).usesCount).toBe(1)
  })

  it('a burst of 50 bookings against a code with 10 uses: exactly 10 discounted', async () => {
    const code = await promoCode({ maxUses: 10 })
    const answers = await promoBurst(code)
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 201)).toHaveLength(10)
    expect(statuses.filter((status) => status === 409)).toHaveLength(40)
    for (const answer of answers.filter((answer) => answer.status === 201)) expect(answer.json).toMatchObject({ promoDiscount: 210 })
    for (const answer of answers.filter((answer) => answer.status === 409))
      expect(answer.json).toMatchObject({ error: { code: 'promo_used_up' } })
    const discounted = await bookingsWith(code)
    expect(discounted.docs).toHaveLength(10)
    expect(discounted.docs.every((booking) => booking.promoDiscountPence === 210)).toBe(true)
  })
})

let burstSessions: Promise<{ date: string; times: string[] }> | undefined

/** 50 bookings at once with `code`, each from its own client and address, on ten slots of one day (room for all). */
async function promoBurst(code: string) {
  // Ten slots, so the bookings do not queue on one slot's lock: only the code's lock serialises them.
  // The same ten for every burst of the file, on the day test files share (the booking window has few free dates).
  burstSessions ??= sharedEventSessions(payload, 10, 100)
  const { date: day, times: burstStarts } = await burstSessions
  const stamp = Date.now()
  const answers = await Promise.all(
    Array.from({ length: 50 }, (_, index) =>
      rest('POST', 'create-booking-payment', {
        body: bookingBody({
          customerEmail: `burst-${stamp}-${index}@test.example`,
          selectedDate: day,
          selectedTime: burstStarts[index % burstStarts.length],
          promoCode: code,
        }),
        headers: fromClient(`promo-burst-${stamp}-${index}`),
      }),
    ),
  )
  return answers
}

async function codeRow(code: string): Promise<PromoCode> {
  const found = await payload.find({ collection: 'promo-codes', where: { code: { equals: code } } })
  return found.docs[0]!
}

describe('the burst without the code’s lock (control)', () => {
  it('discounts more than 10: the race the lock closes is real', async () => {
    process.env.BOOKING_TEST_DISABLE_PROMO_LOCK = '1'
    try {
      let worst = 0
      // Scheduling decides how far a race goes; three tries make a false "no race" vanishingly unlikely.
      for (let attempt = 0; attempt < 3 && worst <= 10; attempt++) {
        const code = await promoCode({ maxUses: 10 })
        await promoBurst(code)
        worst = Math.max(worst, (await bookingsWith(code)).docs.length)
      }
      expect(worst).toBeGreaterThan(10)
    } finally {
      delete process.env.BOOKING_TEST_DISABLE_PROMO_LOCK
    }
  })
})

describe('the promo-codes collection', () => {
  it('stores codes in capitals and keeps them unique', async () => {
    const code = `lower-${Date.now()}`
    const created = await payload.create({ collection: 'promo-codes', data: { code, kind: 'fixed', amountPence: 100 } })
    expect(created.code).toBe(code.toUpperCase())
    await expect(
      payload.create({ collection: 'promo-codes', data: { code: code.toUpperCase(), kind: 'fixed', amountPence: 100 } }),
    ).rejects.toThrow()
  })

  it('is never listed to the public; staff read it; only admins change it', async () => {
    await promoCode()
    expect((await rest('GET', 'promo-codes')).status).toBe(403)
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    const listed = await rest('GET', 'promo-codes', { token: staffToken })
    expect(listed.status).toBe(200)
    const create = await rest('POST', 'promo-codes', { token: staffToken, body: { code: 'STAFF-MADE', kind: 'percent', percent: 50 } })
    expect(create.status).toBe(403)
    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)
    const made = await rest('POST', 'promo-codes', {
      token: adminToken,
      body: { code: `admin-${Date.now()}`, kind: 'percent', percent: 50 },
    })
    expect(made.status).toBe(201)
  })
})

describe('POST /api/promo-codes/check', () => {
  const check = (body: Record<string, unknown>) =>
    rest('POST', 'promo-codes/check', { body, headers: fromClient(`promo-check-${Date.now()}-${turn++}`) })

  it('quotes the discount and the new total for the chosen tickets', async () => {
    const code = await promoCode({ percent: 10 })
    const { status, json } = await check({ promoCode: code.toLowerCase(), ticketQuantities: { 'child-1-12': 2, adult: 1 } })
    expect(status).toBe(200)
    expect(json).toMatchObject({ promoCode: code, originalPence: 2100, discountPence: 210, totalPence: 1890 })
  })

  it('refuses an unknown or used-up code with the message for the field', async () => {
    const unknown = await check({ promoCode: 'NOPE', ticketQuantities: { adult: 1 } })
    expect(unknown.status).toBe(422)
    expect(unknown.json).toMatchObject({ error: { code: 'promo_unknown', fields: { promoCode: expect.any(String) } } })
    const code = await promoCode({ maxUses: 1 })
    expect((await book({ promoCode: code })).status).toBe(201)
    expect((await check({ promoCode: code, ticketQuantities: { adult: 1 } })).status).toBe(409)
    expect((await check({ promoCode: 'bad code!', ticketQuantities: { adult: 1 } })).status).toBe(400)
  })
})
