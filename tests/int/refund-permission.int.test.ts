import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { Booking } from '@/payload-types'
import { seed } from '@/seed/seed'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { signedInDevice } from '../helpers/kiosk'
import { expectLedgersConsistent } from '../helpers/ledgers'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { newClient, uniqueEmail } from '../helpers/verification'

// Who may give money back (issue 24, part 5): admins, and staff an admin has allowed
// (`canRefund` on the user). Every refund call, through the real handlers and Postgres, under the
// test payment provider.
let payload: Payload
type Caller = 'anonymous' | 'device' | 'kiosk' | 'staff' | 'refunder' | 'admin'
const tokens: Partial<Record<Caller, string>> = {}
const ids: Partial<Record<'staff' | 'refunder' | 'admin', number>> = {}

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  for (const [caller, roles, canRefund] of [
    ['kiosk', ['kiosk'], false],
    ['staff', ['staff'], false],
    ['refunder', ['staff'], true],
    ['admin', ['admin'], false],
  ] as const) {
    const user = await createUser(payload, [...roles], { canRefund })
    tokens[caller] = await loginToken(user.email, user.password)
    if (caller !== 'kiosk') ids[caller] = user.id
  }
  tokens.device = (await signedInDevice(payload, 'Refund permission door')).token
})

afterEach(async () => {
  await expectLedgersConsistent(payload)
})

const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const userOf = (id: number) => payload.findByID({ collection: 'users', id, depth: 0, overrideAccess: true })

/** A booking of 2 children and 1 adult (£21.00), paid. */
async function paidBooking(): Promise<number> {
  const started = await rest('POST', 'create-booking-payment', {
    body: bookingBody({
      selectedDate: await ordinaryDay(payload),
      customerName: 'Permission Family',
      customerEmail: uniqueEmail('permission'),
    }),
  })
  expect(started.status, started.text).toBe(201)
  const { bookingId, clientSecret } = started.json as { bookingId: number; clientSecret: string }
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
  expect((await bookingOf(bookingId)).status).toBe('paid')
  return bookingId
}

/** A pack of session credits, paid, none used. */
async function paidPack(): Promise<{ purchaseId: number; email: string }> {
  const email = uniqueEmail('permission-pack')
  const started = await rest('POST', 'session-credits/purchase', {
    body: { customerName: 'Permission Pack', customerEmail: email, customerPhone: '07700 900123' },
    headers: newClient(),
  })
  expect(started.status, started.text).toBe(201)
  const { purchaseId, clientSecret } = started.json as { purchaseId: number; clientSecret: string }
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
  return { purchaseId, email }
}

const refundCall = (paymentId: string, body: Record<string, unknown>, caller: Caller) =>
  rest('POST', `admin/payments/${paymentId}/refund`, {
    body,
    token: tokens[caller],
    headers: { 'idempotency-key': `permission-${caller}-${crypto.randomUUID()}` },
  })
const cancelCall = (bookingId: number, body: Record<string, unknown>, caller: Caller) =>
  rest('POST', `bookings/${bookingId}/cancel`, { body, token: tokens[caller] })

const auditOf = async (entity: string, recordId: number) =>
  (
    await payload.find({
      collection: 'audit-log',
      where: { and: [{ entity: { equals: entity } }, { recordId: { equals: String(recordId) } }] },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const refundRowsOf = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'booking-refunds',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
      overrideAccess: true,
    })
  ).docs
const balanceOf = async (email: string) =>
  (await payload.find({ collection: 'credit-ledger', where: { email: { equals: email } }, limit: 100, overrideAccess: true })).docs.reduce(
    (sum, row) => sum + row.delta,
    0,
  )

/** Those who may not refund, with the status each gets: nobody signed in 401, the rest 403. */
const REFUSED: [Caller, number][] = [
  ['anonymous', 401],
  ['device', 403],
  ['kiosk', 403],
  ['staff', 403],
]

describe('the refund permission on the user', () => {
  it('is off for a new account, and only an admin can turn it on or off', async () => {
    const created = await createUser(payload, ['staff'])
    expect((await userOf(created.id)).canRefund).toBe(false)
    const token = await loginToken(created.email, created.password)

    // The staff member tries to allow themselves, and another staff account.
    const own = await rest('PATCH', `users/${created.id}`, { token, body: { canRefund: true } })
    expect(own.status, own.text).toBeLessThan(500)
    expect((await userOf(created.id)).canRefund).toBe(false)
    expect([403, 404]).toContain((await rest('PATCH', `users/${ids.staff}`, { token, body: { canRefund: true } })).status)
    expect((await userOf(ids.staff!)).canRefund).toBe(false)
    // Nor through a new account (staff cannot create users).
    const made = await rest('POST', 'users', {
      token,
      body: { email: uniqueEmail('self-made'), password: 'a-test-password-123', roles: ['staff'], canRefund: true },
    })
    expect(made.status).toBe(403)
    // Still refused.
    const booking = await paidBooking()
    expect(
      (
        await rest('POST', `admin/payments/booking-${booking}/refund`, {
          token,
          body: { reason: 'Allowed myself' },
          headers: { 'idempotency-key': 'permission-self-made' },
        })
      ).status,
    ).toBe(403)

    // An admin allows it: the same session may refund at once, and a new sign-in carries it in the token.
    const allowed = await rest('PATCH', `users/${created.id}`, { token: tokens.admin, body: { canRefund: true } })
    expect(allowed.status, allowed.text).toBe(200)
    expect((await userOf(created.id)).canRefund).toBe(true)
    const claims = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as { canRefund?: boolean }
    expect(claims(await loginToken(created.email, created.password)).canRefund).toBe(true)
    const refunded = await rest('POST', `admin/payments/booking-${booking}/refund`, {
      token,
      body: { amount: 100, reason: 'Now allowed' },
      headers: { 'idempotency-key': 'permission-now-allowed' },
    })
    expect(refunded.status, refunded.text).toBe(200)

    // Withdrawn: refused at once, with the same session.
    expect((await rest('PATCH', `users/${created.id}`, { token: tokens.admin, body: { canRefund: false } })).status).toBe(200)
    const again = await rest('POST', `admin/payments/booking-${booking}/refund`, {
      token,
      body: { amount: 100, reason: 'No longer allowed' },
      headers: { 'idempotency-key': 'permission-withdrawn' },
    })
    expect(again.status).toBe(403)
    expect(again.json).toMatchObject({ error: { code: 'forbidden', message: expect.stringContaining('allowed to give refunds') } })
    expect((await bookingOf(booking)).refundedPence).toBe(100)
  })

  it('is read by the admin for its users list', async () => {
    const list = await rest('GET', `users?where[id][equals]=${ids.refunder}`, { token: tokens.admin })
    expect((list.json as { docs: { canRefund: boolean }[] }).docs[0]?.canRefund).toBe(true)
  })
})

describe('POST /api/admin/payments/:id/refund', () => {
  it('refunds part of a booking for an admin or staff allowed to, naming them; refuses everyone else and changes nothing', async () => {
    const id = await paidBooking()
    for (const [caller, status] of REFUSED) {
      const refused = await refundCall(`booking-${id}`, { amount: 200, reason: `Tried by ${caller}` }, caller)
      expect(refused.status, `${caller}: ${refused.text}`).toBe(status)
      expect(refused.json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    expect(await refundRowsOf(id)).toEqual([])
    expect((await bookingOf(id)).refundedPence ?? 0).toBe(0)
    expect(await auditOf('bookings', id)).toEqual([])

    const byStaff = await refundCall(`booking-${id}`, { amount: 200, reason: 'Slide closed' }, 'refunder')
    expect(byStaff.status, byStaff.text).toBe(200)
    expect(byStaff.json).toMatchObject({ success: true, refund: { amount: 200 }, refunded: 200 })
    const byAdmin = await refundCall(`booking-${id}`, { amount: 300, reason: 'Cafe closed' }, 'admin')
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect((await bookingOf(id)).refundedPence).toBe(500)

    // The ledger and the audit log say who gave each refund.
    expect((await refundRowsOf(id)).map((row) => [row.amountPence, row.requestedBy])).toEqual([
      [200, ids.refunder],
      [300, ids.admin],
    ])
    const audit = await auditOf('bookings', id)
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['refund', ids.refunder],
      ['refund', ids.admin],
    ])
    expect(audit[0]!.actorLabel).toMatch(/^staff-\d+-\d+@test\.example$/)
  })

  it('cancels a booking with its refund only for those who may refund', async () => {
    const id = await paidBooking()
    for (const [caller, status] of REFUSED) {
      expect((await refundCall(`booking-${id}`, { reason: 'Family cannot come', cancelBooking: true }, caller)).status, caller).toBe(status)
    }
    expect(await bookingOf(id)).toMatchObject({ status: 'paid' })

    const cancelled = await refundCall(`booking-${id}`, { reason: 'Family cannot come', cancelBooking: true }, 'refunder')
    expect(cancelled.status, cancelled.text).toBe(200)
    expect(cancelled.json).toMatchObject({ success: true, refunded: 2100 })
    expect(await bookingOf(id)).toMatchObject({ status: 'refunded', refundedPence: 2100 })
    expect((await auditOf('bookings', id)).map((entry) => [entry.action, entry.actor])).toEqual([['cancel_booking', ids.refunder]])
  })

  it('refunds a credit pack only for those who may refund', async () => {
    const { purchaseId, email } = await paidPack()
    const credits = await balanceOf(email)
    expect(credits).toBeGreaterThan(0)
    for (const [caller, status] of REFUSED) {
      expect((await refundCall(`credit-${purchaseId}`, { reason: 'Moving away' }, caller)).status, caller).toBe(status)
    }
    expect(await balanceOf(email)).toBe(credits)
    expect(await auditOf('credit-purchases', purchaseId)).toEqual([])

    const refunded = await refundCall(`credit-${purchaseId}`, { reason: 'Moving away' }, 'refunder')
    expect(refunded.status, refunded.text).toBe(200)
    expect(refunded.json).toMatchObject({ success: true, refund: { credits } })
    expect(await balanceOf(email)).toBe(0)
    expect((await auditOf('credit-purchases', purchaseId)).map((entry) => [entry.action, entry.actor])).toEqual([['refund', ids.refunder]])

    // An admin may too.
    const other = await paidPack()
    expect((await refundCall(`credit-${other.purchaseId}`, { reason: 'Bought twice' }, 'admin')).status).toBe(200)
  })
})

describe('POST /api/bookings/:id/cancel', () => {
  it('cancels without a refund for any staff, and with one only for those who may refund', async () => {
    const id = await paidBooking()
    // Asking for the refund, or leaving it to the default (a refund), needs the permission.
    for (const body of [{}, { refund: true }]) {
      for (const [caller, status] of REFUSED) {
        const refused = await cancelCall(id, body, caller)
        expect(refused.status, `${caller} ${JSON.stringify(body)}: ${refused.text}`).toBe(status)
      }
    }
    expect((await cancelCall(id, {}, 'staff')).json).toMatchObject({
      error: { code: 'forbidden', message: expect.stringContaining('"refund": false') },
    })
    expect(await bookingOf(id)).toMatchObject({ status: 'paid' })
    expect(await auditOf('bookings', id)).toEqual([])

    // Plain staff cancel without a refund: the places are freed, no money moves.
    const plain = await cancelCall(id, { refund: false, reason: 'Phoned to cancel' }, 'staff')
    expect(plain.status, plain.text).toBe(200)
    expect(plain.json).toMatchObject({ refundPence: 0 })
    expect(await bookingOf(id)).toMatchObject({ status: 'cancelled' })
    expect(await refundRowsOf(id)).toEqual([])
    // Kiosks and strangers cannot cancel at all.
    const next = await paidBooking()
    for (const [caller, status] of REFUSED.filter(([caller]) => caller !== 'staff')) {
      expect((await cancelCall(next, { refund: false }, caller)).status, caller).toBe(status)
    }

    // Staff allowed to refund cancel with the refund; the audit log names them.
    const refunded = await cancelCall(next, { refund: true, reason: 'Poorly child' }, 'refunder')
    expect(refunded.status, refunded.text).toBe(200)
    expect(refunded.json).toMatchObject({ refundPence: 2100 })
    expect(await bookingOf(next)).toMatchObject({ status: 'refunded', refundedPence: 2100 })
    expect((await auditOf('bookings', next)).map((entry) => [entry.action, entry.actor])).toEqual([['cancel_booking', ids.refunder]])

    // And an admin, with the default.
    const third = await paidBooking()
    const byAdmin = await cancelCall(third, {}, 'admin')
    expect(byAdmin.status, byAdmin.text).toBe(200)
    expect(byAdmin.json).toMatchObject({ refundPence: 2100 })
  })
})
