import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { occupiedChildren } from '@plugins/booking'
import { manageToken } from '@plugins/booking/domain/manageToken'
import { expireStaleHolds } from '@plugins/booking/operations/expireHolds'
import { EMAIL_QUEUE } from '@plugins/email'
import type { Booking } from '@/payload-types'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, uniqueEmail } from '../helpers/verification'

let payload: Payload
let staffToken: string
let staffId: number

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffId = staff.id
  staffToken = await loginToken(staff.email, staff.password)
})

/** A phone booking paid by an e-mailed card link, as the New booking dialog sends it. */
function linkBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { agreeToTerms: _terms, loyaltyOptIn: _loyalty, ...body } = bookingBody({ customerEmail: uniqueEmail('phone') })
  return { ...body, payment: 'card_link', ...overrides }
}

const book = (body: Record<string, unknown>) => rest('POST', 'admin/bookings', { body, token: staffToken })
const pay = (token: string) => rest('POST', 'bookings/pay', { body: { token }, headers: newClient() })
const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const outbox = async (to: string) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
const secret = () => payload.config.secret
const db = () => drizzleOf(payload)

/** The token of the pay link in the e-mail, read from the e-mail itself (as the family's click would). */
function payTokenIn(html: string): string {
  const match = /\/booking\/pay\?token=([^"&<\s]+)/.exec(html)
  if (!match) throw new Error('The e-mail has no payment link')
  return decodeURIComponent(match[1]!)
}

describe('POST /api/admin/bookings with payment card_link', () => {
  it('holds the places for the CMS’s pay-by-link hours, audits it and e-mails the family a link to pay, with no confirmation yet', async () => {
    const date = await ordinaryDay(payload)
    const body = linkBody({ selectedDate: date, selectedTime: '12:00' })
    const before = Date.now()
    const answer = await book(body)
    expect(answer.status, answer.text).toBe(201)
    const created = answer.json as { bookingId: number; status: string; holdExpiresAt: string; finalAmount: number; payment: string }
    expect(created).toMatchObject({ status: 'held', payment: 'card_link', finalAmount: 2100 })
    // The seeded 24 hours (the date is days ahead, so the session start does not cut it short).
    const held = new Date(created.holdExpiresAt).getTime() - before
    expect(held).toBeGreaterThan(24 * 3_600_000 - 60_000)
    expect(held).toBeLessThan(24 * 3_600_000 + 60_000)

    const booking = await bookingOf(created.bookingId)
    expect(booking).toMatchObject({ status: 'held', source: 'staff', paidInStore: false, sessionCreditsUsed: 0, finalAmountPence: 2100 })
    expect(booking.paymentReference ?? null).toBeNull()
    expect(await occupiedChildren(db(), date, '12:00')).toBeGreaterThanOrEqual(2)

    const audit = (
      await payload.find({ collection: 'audit-log', where: { recordId: { equals: String(booking.id) } }, depth: 0, overrideAccess: true })
    ).docs
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ action: 'staff_booking', actor: staffId })
    expect(audit[0]!.summary).toContain('payment link e-mailed')
    expect(audit[0]!.after).toMatchObject({ status: 'held', payment: 'card_link', amountPence: 2100, holdExpiresAt: created.holdExpiresAt })

    await workQueue(payload, EMAIL_QUEUE)
    const mails = await outbox(String(body.customerEmail))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('Pay to confirm your booking')
    expect(mails[0]!.html).toContain('£21.00')
    expect(payTokenIn(mails[0]!.html!)).toBe(manageToken(secret(), booking.id))
  })

  it('is open to plain staff; an unknown payment choice is 400', async () => {
    const date = await ordinaryDay(payload)
    expect((await book(linkBody({ selectedDate: date, payment: 'card_link' }))).status).toBe(201)
    expect((await book(linkBody({ selectedDate: date, payment: 'carrier_pigeon' }))).status).toBe(400)
  })
})

describe('POST /api/bookings/pay: the family pays by the link', () => {
  it('gives one payment for the booking however often the link is opened; paying confirms it and sends the confirmation; then the link says it is paid', async () => {
    const date = await ordinaryDay(payload)
    const body = linkBody({ selectedDate: date, selectedTime: '14:30' })
    const { bookingId } = (await book(body)).json as { bookingId: number }
    await workQueue(payload, EMAIL_QUEUE)
    const token = payTokenIn((await outbox(String(body.customerEmail)))[0]!.html!)

    const first = await pay(token)
    expect(first.status, first.text).toBe(200)
    const ready = first.json as {
      clientSecret: string
      amountPence: number
      holdExpiresAt: string
      booking: { reference: string; customerEmail: string; status: string }
    }
    expect(ready).toMatchObject({ amountPence: 2100, booking: { status: 'held', customerEmail: body.customerEmail } })
    expect(first.headers.get('cache-control')).toBe('no-store')
    const again = await pay(token)
    expect((again.json as { clientSecret: string }).clientSecret).toBe(ready.clientSecret)
    const referenced = await bookingOf(bookingId)
    expect(referenced.paymentReference).toMatch(/^test_pi_/)

    // The test provider's card form: the same event path as Stripe's webhook.
    const confirmed = await rest('POST', 'payments/test/confirm', { body: { clientSecret: ready.clientSecret } })
    expect(confirmed.status, confirmed.text).toBe(200)
    const paid = await bookingOf(bookingId)
    expect(paid.status).toBe('paid')
    expect(paid.paymentProvider).toBe('test')

    // The success page's call finds it by the client secret, as after an online booking.
    const confirmation = await rest('GET', `bookings/confirmation?clientSecret=${encodeURIComponent(ready.clientSecret)}`)
    expect(confirmation.json).toMatchObject({ booking: { reference: paid.reference, status: 'paid' } })

    await workQueue(payload, EMAIL_QUEUE)
    const subjects = (await outbox(String(body.customerEmail))).map((mail) => mail.subject)
    expect(subjects).toHaveLength(2)
    expect(subjects[1]).toContain('Booking confirmed')

    const after = await pay(token)
    expect(after.status).toBe(409)
    expect(after.json).toMatchObject({ error: { code: 'already_paid' } })
  })

  it('refuses a link whose hold has lapsed (409, in words), and the expiry job frees the places as for any hold', async () => {
    // An ordinary day other files book too: count the places this booking holds, not the total.
    const date = await ordinaryDay(payload)
    const { bookingId } = (await book(linkBody({ selectedDate: date }))).json as { bookingId: number }
    const { slotStart } = await bookingOf(bookingId)
    const token = manageToken(secret(), bookingId)
    expect((await pay(token)).status).toBe(200)
    const whileHeld = await occupiedChildren(db(), date, slotStart)

    await payload.update({
      collection: 'bookings',
      id: bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    const lapsed = await pay(token)
    expect(lapsed.status).toBe(409)
    expect(lapsed.json).toMatchObject({ error: { code: 'hold_released', message: expect.stringContaining('were released on') } })
    expect(await occupiedChildren(db(), date, slotStart)).toBe(whileHeld - 2)
    expect(await expireStaleHolds(payload)).toContain(bookingId)
    expect((await bookingOf(bookingId)).status).toBe('expired')
    expect((await pay(token)).status).toBe(409)

    // The e-mail job of a link whose hold has gone sends nothing.
    const late = linkBody({ selectedDate: date })
    const { bookingId: lateId } = (await book(late)).json as { bookingId: number }
    await payload.update({
      collection: 'bookings',
      id: lateId,
      data: { holdExpiresAt: new Date(Date.now() - 60_000).toISOString() },
      overrideAccess: true,
    })
    await workQueue(payload, EMAIL_QUEUE)
    expect(await outbox(String(late.customerEmail))).toHaveLength(0)
  })

  it('answers a forged, malformed or missing token with a 4xx and writes nothing', async () => {
    const date = await ordinaryDay(payload)
    const { bookingId } = (await book(linkBody({ selectedDate: date }))).json as { bookingId: number }
    const forged = await pay(`${bookingId}.${'A'.repeat(32)}`)
    expect(forged.status).toBe(400)
    expect(forged.json).toMatchObject({ error: { code: 'invalid_link' } })
    expect((await pay(`${bookingId + 100000}.${manageToken(secret(), bookingId).split('.')[1]}`)).status).toBe(400)
    expect((await rest('POST', 'bookings/pay', { body: {}, headers: newClient() })).status).toBe(400)
    expect((await rest('POST', 'bookings/pay', { rawBody: '{"token":', headers: newClient() })).status).toBe(400)
    expect((await bookingOf(bookingId)).paymentReference ?? null).toBeNull()
  })
})
