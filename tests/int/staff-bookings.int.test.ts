import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { occupiedChildren } from '@plugins/booking'
import { EMAIL_QUEUE } from '@plugins/email'
import { dashboardStats } from '@plugins/staff/operations/dashboardStats'
import { searchPayments } from '@plugins/staff/operations/searchPayments'
import { todaysBookings } from '@plugins/staff/operations/todaysBookings'
import type { Booking } from '@/payload-types'
import { seed } from '@/seed/seed'
import { bookingBody, eventDay, ordinaryDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { signedInDevice } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, uniqueEmail } from '../helpers/verification'

let payload: Payload
let staffToken: string
let staffId: number
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffId = staff.id
  staffToken = await loginToken(staff.email, staff.password)
  const admin = await createUser(payload, ['admin'])
  adminToken = await loginToken(admin.email, admin.password)
})

/** The website's booking body as staff send it: no tick of the terms for the family, a payment choice. */
function staffBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { agreeToTerms: _terms, loyaltyOptIn: _loyalty, ...body } = bookingBody({ customerEmail: uniqueEmail('desk') })
  return { ...body, payment: 'in_store', ...overrides }
}

const book = (body: Record<string, unknown>, token: string | null = staffToken) =>
  rest('POST', 'admin/bookings', { body, token: token ?? undefined })
const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const auditOf = async (id: number) =>
  (await payload.find({ collection: 'audit-log', where: { recordId: { equals: String(id) } }, depth: 0, overrideAccess: true })).docs
const outbox = async (to: string) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, overrideAccess: true })).docs
const bookingsOfDay = async (date: string) =>
  (await payload.find({ collection: 'bookings', where: { date: { equals: date } }, pagination: false, depth: 0, overrideAccess: true }))
    .docs

describe('POST /api/admin/bookings: paid at the desk', () => {
  it('books through the website’s operation, paid at once with who took the money and when, audited and e-mailed', async () => {
    const date = await ordinaryDay(payload)
    const body = staffBody({ selectedDate: date, selectedTime: '12:00' })
    const before = Date.now()
    const answer = await book(body)
    expect(answer.status, answer.text).toBe(201)
    const created = answer.json as { bookingId: number; reference: string; status: string; finalAmount: number }
    expect(created).toMatchObject({ status: 'paid', finalAmount: 2100, payment: 'in_store', timeSlot: expect.stringContaining('12:00') })
    expect(created.reference).toMatch(/\S/)

    const booking = await bookingOf(created.bookingId)
    expect(booking).toMatchObject({
      status: 'paid',
      source: 'staff',
      date,
      slotStart: '12:00',
      children: 2,
      adults: 1,
      originalAmountPence: 2100,
      finalAmountPence: 2100,
      paidInStore: true,
      paymentProvider: 'in_store',
      inStorePaymentConfirmedBy: staffId,
      sessionCreditsUsed: 0,
      loyaltyOptIn: false,
      complimentaryReason: null,
    })
    expect(new Date(booking.paidAt!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(booking.inStorePaymentConfirmedAt).toBe(booking.paidAt)

    const audit = await auditOf(booking.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'staff_booking', entity: 'bookings', actor: staffId })
    expect(audit[0]!.summary).toContain(booking.reference)
    expect(audit[0]!.after).toMatchObject({ payment: 'in_store', amountPence: 2100 })

    // The normal confirmation, with its calendar file.
    await workQueue(payload, EMAIL_QUEUE)
    const mails = await outbox(String(body.customerEmail))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.html).toContain(booking.reference)
    expect(mails[0]!.attachments?.some((file) => file.filename.endsWith('.ics'))).toBe(true)
  })

  it('seats a normal-day booking without a chosen time like the website does', async () => {
    const date = await ordinaryDay(payload)
    const answer = await book(staffBody({ selectedDate: date }))
    expect(answer.status, answer.text).toBe(201)
    expect((await bookingOf((answer.json as { bookingId: number }).bookingId)).status).toBe('paid')
  })

  it('takes loyalty only when asked', async () => {
    const date = await ordinaryDay(payload)
    const answer = await book(staffBody({ selectedDate: date, loyaltyOptIn: true }))
    expect(answer.status, answer.text).toBe(201)
    expect((await bookingOf((answer.json as { bookingId: number }).bookingId)).loyaltyOptIn).toBe(true)
  })
})

describe('POST /api/admin/bookings: complimentary', () => {
  it('is paid at 0 for an admin, keeping the original price and the reason, audited', async () => {
    const date = await ordinaryDay(payload)
    const answer = await book(
      staffBody({ selectedDate: date, payment: 'complimentary', reason: 'Made up for the broken slide' }),
      adminToken,
    )
    expect(answer.status, answer.text).toBe(201)
    const id = (answer.json as { bookingId: number }).bookingId
    expect(answer.json).toMatchObject({ status: 'paid', finalAmount: 0, originalAmount: 2100, payment: 'complimentary' })
    expect(await bookingOf(id)).toMatchObject({
      status: 'paid',
      source: 'staff',
      finalAmountPence: 0,
      originalAmountPence: 2100,
      paymentProvider: 'complimentary',
      complimentaryReason: 'Made up for the broken slide',
      paidInStore: false,
    })
    const audit = await auditOf(id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'staff_booking' })
    expect(audit[0]!.summary).toContain('Made up for the broken slide')
    expect(audit[0]!.after).toMatchObject({
      payment: 'complimentary',
      amountPence: 0,
      originalAmountPence: 2100,
      reason: 'Made up for the broken slide',
    })
  })

  it('is refused to plain staff (403) and without a reason (400), writing nothing', async () => {
    const date = await ordinaryDay(payload)
    const before = (await bookingsOfDay(date)).length
    const staffTry = await book(staffBody({ selectedDate: date, payment: 'complimentary', reason: 'Birthday treat' }))
    expect(staffTry.status).toBe(403)
    expect(staffTry.json).toMatchObject({ error: { code: 'forbidden' } })
    const noReason = await book(staffBody({ selectedDate: date, payment: 'complimentary', reason: '  ' }), adminToken)
    expect(noReason.status).toBe(400)
    expect(noReason.json).toMatchObject({ error: { code: 'validation_failed', fields: { reason: expect.any(String) } } })
    expect((await bookingsOfDay(date)).length).toBe(before)
  })
})

describe('POST /api/admin/bookings: refusals', () => {
  it('answers 401 to nobody signed in and 403 to a kiosk device or a kiosk-role user', async () => {
    expect((await book(staffBody(), null)).status).toBe(401)
    const device = await signedInDevice(payload, 'Staff booking door')
    expect((await book(staffBody(), device.token)).status).toBe(403)
    const kioskUser = await createUser(payload, ['kiosk'])
    expect((await book(staffBody(), await loginToken(kioskUser.email, kioskUser.password))).status).toBe(403)
  })

  it('answers 409 with the current total when the prices disagree, and 400 for an unknown payment', async () => {
    const date = await ordinaryDay(payload)
    const mismatch = await book(staffBody({ selectedDate: date, totalAmount: 20 }))
    expect(mismatch.status).toBe(409)
    expect(mismatch.json).toMatchObject({ error: { code: 'price_changed', currentTotalPence: 2100 } })
    expect((await book(staffBody({ selectedDate: date, payment: 'cash_under_the_counter' }))).status).toBe(400)
  })

  it('answers 409 when the session is full, and books nothing', async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 2 }], 'Staff full test')
    expect((await book(staffBody({ selectedDate: date, selectedTime: '10:00' }))).status).toBe(201)
    // Other files may book the same date: count what is there before the refused call.
    const before = (await bookingsOfDay(date)).length
    const full = await book(
      staffBody({ selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 1 }, totalAmount: 9.5 }),
    )
    expect(full.status).toBe(409)
    expect(full.json).toMatchObject({ error: { code: 'slot_full', placesLeft: 0 } })
    expect((await bookingsOfDay(date)).length).toBe(before)
  })
})

describe('the day’s figures', () => {
  it('count desk money as taken and a complimentary booking as a booking worth 0, and list both for their day', async () => {
    const date = await ordinaryDay(payload)
    const before = await dashboardStats(payload, new Date())
    const desk = await book(staffBody({ selectedDate: date, selectedTime: '14:30', customerName: 'Figures Desk' }))
    const free = await book(
      staffBody({
        selectedDate: date,
        selectedTime: '14:30',
        customerName: 'Figures Free',
        payment: 'complimentary',
        reason: 'Staff family day',
      }),
      adminToken,
    )
    expect(desk.status, desk.text).toBe(201)
    expect(free.status, free.text).toBe(201)
    const after = await dashboardStats(payload, new Date())
    expect(after.stats.todayBookings - before.stats.todayBookings).toBe(2)
    expect(after.stats.todayRevenue - before.stats.todayRevenue).toBe(2100)

    const req = await createLocalReq({}, payload)
    const listed = (await todaysBookings(req, new Date(), date)).filter((row) => row.customerName.startsWith('Figures '))
    expect(listed.map((row) => [row.customerName, row.totalAmount, row.visitStatus, row.inStorePaymentToConfirm])).toEqual([
      ['Figures Desk', 2100, 'expected', false],
      ['Figures Free', 0, 'expected', false],
    ])

    // The payment search shows desk money as taken in store, with no card payment to refund.
    const found = (await searchPayments(payload, 'Figures ')).filter(
      (row) =>
        row.booking_id === (desk.json as { bookingId: number }).bookingId ||
        row.booking_id === (free.json as { bookingId: number }).bookingId,
    )
    expect(found.map((row) => [row.customer_name, row.amount, row.payment_method_type, row.status, row.refundable]).sort()).toEqual([
      ['Figures Desk', 2100, 'in_store', 'succeeded', 0],
      ['Figures Free', 0, 'complimentary', 'succeeded', 0],
    ])
  })
})

describe('a staff burst together with website bookings', () => {
  it('never oversells: 14 desk, 13 card-link and 13 website bookings of one child each for 10 places book exactly 10 children', async () => {
    const capacity = 10
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity }], 'Mixed burst')
    const oneChild = { selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 1 }, totalAmount: 9.5 }
    const staffCalls = Array.from({ length: 14 }, () => book(staffBody(oneChild)))
    // A card link holds its places until paid: it counts exactly like a paid booking here.
    const linkCalls = Array.from({ length: 13 }, () => book(staffBody({ ...oneChild, payment: 'card_link' })))
    const publicCalls = Array.from({ length: 13 }, () =>
      rest('POST', 'create-booking-payment', {
        body: bookingBody({ ...oneChild, customerEmail: uniqueEmail('burst'), loyaltyOptIn: false }),
        headers: newClient(),
      }),
    )
    const answers = await Promise.all([...staffCalls, ...linkCalls, ...publicCalls])
    const statuses = answers.map((answer) => answer.status)
    expect(
      statuses.filter((status) => status !== 201 && status !== 409),
      JSON.stringify(answers.filter((a) => a.status >= 500).map((a) => a.text)),
    ).toEqual([])
    expect(statuses.filter((status) => status === 201)).toHaveLength(capacity)

    const db = drizzleOf(payload)
    expect(await occupiedChildren(db, date, '10:00')).toBe(capacity)
    const created = new Set(
      answers.filter((answer) => answer.status === 201).map((answer) => (answer.json as { bookingId: number }).bookingId),
    )
    const live = (await bookingsOfDay(date)).filter(
      (booking) => created.has(booking.id) && (booking.status === 'paid' || booking.status === 'held'),
    )
    expect(live.reduce((sum, booking) => sum + booking.children, 0)).toBe(capacity)
  })
})

describe('POST /api/admin/bookings: a promo code the family gives on the phone', () => {
  async function code(data: Record<string, unknown> = {}): Promise<string> {
    const value = `DESK${Date.now().toString(36)}`.toUpperCase()
    await payload.create({ collection: 'promo-codes', data: { code: value, kind: 'percent', percent: 10, ...data }, overrideAccess: true })
    return value
  }

  it('prices it on the server like the website, records it, counts its use and audits it', async () => {
    const value = await code({ maxUses: 1 })
    const answer = await book(staffBody({ selectedDate: await ordinaryDay(payload), promoCode: value.toLowerCase() }))
    expect(answer.status, answer.text).toBe(201)
    const created = answer.json as { bookingId: number; finalAmount: number; promoCode: string; promoDiscount: number }
    expect(created).toMatchObject({ originalAmount: 2100, promoCode: value, promoDiscount: 210, finalAmount: 1890 })
    expect(await bookingOf(created.bookingId)).toMatchObject({
      status: 'paid',
      promoCode: value,
      promoDiscountPence: 210,
      finalAmountPence: 1890,
    })
    const [entry] = await auditOf(created.bookingId)
    expect(entry!.after).toMatchObject({ promoCode: value, promoDiscountPence: 210, amountPence: 1890 })

    // Its one use is taken: the next booking with it is refused beside the field, and nothing is booked.
    const date = await ordinaryDay(payload)
    const before = (await bookingsOfDay(date)).length
    const again = await book(staffBody({ selectedDate: date, promoCode: value }))
    expect(again.status, again.text).toBe(409)
    expect((again.json as { error: { fields: Record<string, string> } }).error.fields.promoCode).toMatch(/\S/)
    expect((await bookingsOfDay(date)).length).toBe(before)
  })

  it('refuses an unknown code beside the field, and any code on a complimentary booking, writing nothing', async () => {
    const date = await ordinaryDay(payload)
    const before = (await bookingsOfDay(date)).length
    const unknown = await book(staffBody({ selectedDate: date, promoCode: 'NO-SUCH-CODE' }))
    expect(unknown.status, unknown.text).toBe(422)
    expect((unknown.json as { error: { fields: Record<string, string> } }).error.fields.promoCode).toMatch(/\S/)

    const complimentary = await book(
      staffBody({ selectedDate: date, payment: 'complimentary', reason: 'Birthday', promoCode: await code() }),
      adminToken,
    )
    expect(complimentary.status, complimentary.text).toBe(400)
    expect((complimentary.json as { error: { fields: Record<string, string> } }).error.fields.promoCode).toBe(
      'A complimentary booking costs nothing: it takes no promo code',
    )
    expect((await bookingsOfDay(date)).length).toBe(before)
  })
})
