import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { manageToken } from '@plugins/booking/domain/manageToken'
import { queueReminders } from '@plugins/booking/operations/queueReminders'
import { occupiedChildren } from '@plugins/booking/operations/slotOccupancy'
import type { Booking } from '@/payload-types'
import { addBusinessDays, businessDate, venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody } from '../helpers/booking'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { workQueue } from '../helpers/jobs'

let payload: Payload
let secret: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  secret = payload.config.secret
})

type Created = { clientSecret: string; bookingId: number; reference: string }

let dayOffset = 3
/** A paid booking on an ordinary day of its own (today+4, +5, ...), so place counts never mix between tests. */
async function paidBooking(overrides: Record<string, unknown> = {}): Promise<Created & { date: string }> {
  let date: string
  do {
    dayOffset += 1
    date = addBusinessDays(businessDate(), 4 + (dayOffset % 24))
  } while ((await payload.count({ collection: 'special-days', where: { date: { equals: date } }, overrideAccess: true })).totalDocs > 0)
  const { status, json } = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: date, customerEmail: `family-${dayOffset}@test.example`, ...overrides }),
  })
  expect(status, JSON.stringify(json)).toBe(201)
  const created = json as Created
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret: created.clientSecret } })).status).toBe(200)
  return { ...created, date }
}

const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, overrideAccess: true })
const runQueue = (queue: string) => workQueue(payload, queue)
const places = (booking: Booking) => occupiedChildren(drizzleOf(payload), booking.date, booking.slotStart)
const outbox = async (to: string | null | undefined) =>
  (await payload.find({ collection: 'email-outbox', where: { to: { equals: to ?? '' } }, sort: 'createdAt', overrideAccess: true })).docs

describe('the confirmation lookup for the return page', () => {
  it('shows the server’s truth for the booking paid with a client secret', async () => {
    const created = await paidBooking()
    const { status, json, headers } = await rest('GET', `bookings/confirmation?clientSecret=${encodeURIComponent(created.clientSecret)}`)
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json).toMatchObject({
      booking: {
        reference: created.reference,
        status: 'paid',
        sessionTitle: 'Open Play Session',
        date: created.date,
        children: 2,
        totalPence: 2100,
        customerName: 'Jo Family',
      },
    })
    expect(JSON.stringify(json)).not.toMatch(/staffNote|paymentReference|clientSecretHash/)
  })

  it('answers 400 without a secret and 404 for an unknown one', async () => {
    expect((await rest('GET', 'bookings/confirmation')).status).toBe(400)
    const unknown = await rest('GET', 'bookings/confirmation?clientSecret=pi_unknown_secret_nothing')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toMatchObject({ error: { code: 'not_found' } })
  })
})

describe('the confirmation e-mail', () => {
  it('is sent once when the booking is paid, with the manage link, the QR code and the calendar file', async () => {
    const created = await paidBooking()
    await runQueue('emails')
    await runQueue('emails')
    const booking = await bookingOf(created.bookingId)
    const mails = (await outbox(booking.customerEmail)).filter((mail) => mail.subject.includes(created.reference))
    expect(mails).toHaveLength(1)
    const mail = mails[0]!
    expect(booking.confirmationSentAt).toEqual(expect.any(String))
    const link = `/manage-booking?token=${encodeURIComponent(manageToken(secret, created.bookingId))}`
    expect(mail.text).toContain(link)
    expect(mail.html).toContain(link)
    const files = (mail.attachments ?? []).map((attachment) => attachment.filename)
    expect(files).toEqual(expect.arrayContaining([expect.stringMatching(/\.ics$/), 'booking-qr.png']))
  })
})

describe('self-service cancellation through the e-mailed link', () => {
  it('shows the booking, the policy and the refund while cancellation is free', async () => {
    const created = await paidBooking()
    const token = manageToken(secret, created.bookingId)
    const { status, json } = await rest('GET', `bookings/manage?token=${encodeURIComponent(token)}`)
    expect(status).toBe(200)
    const deadline = new Date(venueInstant(created.date, '09:30').getTime() - 24 * 3_600_000).toISOString()
    expect(json).toMatchObject({
      booking: { reference: created.reference, status: 'paid', finalAmountPence: 2100 },
      cancellation: { allowed: true, refundPence: 2100, deadline, reason: null, policyText: expect.stringContaining('24 hours') },
    })
  })

  it('refuses forged, malformed and borrowed tokens without revealing anything', async () => {
    const created = await paidBooking()
    const token = manageToken(secret, created.bookingId)
    const [, signature] = token.split('.')
    const candidates = [
      `${created.bookingId + 1}.${signature}`,
      token.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A')),
      'nonsense',
      '',
      manageToken('another-secret-entirely', created.bookingId),
    ]
    for (const candidate of candidates) {
      const view = await rest('GET', `bookings/manage?token=${encodeURIComponent(candidate)}`)
      expect(view.status).toBe(400)
      expect(view.json).toEqual({ error: { code: 'invalid_link', message: expect.any(String) } })
      expect((await rest('POST', 'bookings/cancel', { body: { token: candidate } })).status).toBe(400)
    }
    expect((await bookingOf(created.bookingId)).status).toBe('paid')
  })

  it('cancels more than 24 hours ahead: full refund, places released, cancellation e-mail, once', async () => {
    const created = await paidBooking()
    const before = await bookingOf(created.bookingId)
    const placesBefore = await places(before)
    const token = manageToken(secret, created.bookingId)

    const { status, json } = await rest('POST', 'bookings/cancel', { body: { token } })
    expect(status).toBe(200)
    expect(json).toMatchObject({
      booking: { reference: created.reference, status: 'refunded' },
      refundPence: 2100,
      message: expect.stringContaining('£21.00'),
    })
    const after = await bookingOf(created.bookingId)
    expect(after).toMatchObject({
      status: 'refunded',
      cancelledBy: 'customer',
      refundDuePence: 2100,
      refundedPence: 2100,
      refundReference: expect.stringMatching(/^test_re_/),
    })
    expect(await places(after)).toBe(placesBefore - 2)

    const again = await rest('POST', 'bookings/cancel', { body: { token } })
    expect(again.status).toBe(409)
    expect(again.json).toMatchObject({ error: { code: 'not_cancellable' } })
    await runQueue('payments')
    expect((await bookingOf(created.bookingId)).refundedPence).toBe(2100)

    await runQueue('emails')
    const cancellations = (await outbox(after.customerEmail)).filter((mail) => /cancel/i.test(mail.subject))
    expect(cancellations).toHaveLength(1)
    expect(cancellations[0]!.text).toContain('£21.00')
  })

  it('changes nothing once the free period has ended, following the policy set in the CMS', async () => {
    const created = await paidBooking()
    const token = manageToken(secret, created.bookingId)
    const original = await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })
    // A manager lengthens the notice period past this booking's date.
    await payload.updateGlobal({
      slug: 'booking-settings',
      data: { cancellation: { ...original.cancellation!, hoursBefore: 24 * 40 } },
      overrideAccess: true,
    })
    try {
      const view = await rest('GET', `bookings/manage?token=${encodeURIComponent(token)}`)
      expect(view.json).toMatchObject({
        cancellation: { allowed: false, refundPence: 0, reason: expect.stringMatching(/free cancellation period/) },
      })
      const refused = await rest('POST', 'bookings/cancel', { body: { token } })
      expect(refused.status).toBe(409)
      expect(refused.json).toMatchObject({ error: { code: 'cancellation_closed' } })
      expect(await bookingOf(created.bookingId)).toMatchObject({ status: 'paid', cancelledAt: null, refundDuePence: null })

      // The other reading of the spec: free until the day of the visit.
      await payload.updateGlobal({
        slug: 'booking-settings',
        data: { cancellation: { ...original.cancellation!, rule: 'before_visit_day' } },
        overrideAccess: true,
      })
      const sameDayRule = await rest('GET', `bookings/manage?token=${encodeURIComponent(token)}`)
      expect(sameDayRule.json).toMatchObject({
        cancellation: { allowed: true, deadline: venueInstant(created.date, '00:00').toISOString() },
      })
    } finally {
      await payload.updateGlobal({ slug: 'booking-settings', data: { cancellation: original.cancellation }, overrideAccess: true })
    }
  })

  it('rejects a malformed body with a 400 and writes nothing', async () => {
    for (const body of [{}, { token: 42 }, { token: 'x'.repeat(500) }]) {
      const { status, json } = await rest('POST', 'bookings/cancel', { body })
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: expect.any(String) } })
    }
    expect((await rest('POST', 'bookings/cancel', { rawBody: '{not json' })).status).toBe(400)
  })
})

describe('staff cancellation', () => {
  it('needs a staff or admin session', async () => {
    const created = await paidBooking()
    expect((await rest('POST', `bookings/${created.bookingId}/cancel`, { body: {} })).status).toBe(401)
    const kiosk = await createUser(payload, ['kiosk'])
    const kioskToken = await loginToken(kiosk.email, kiosk.password)
    expect((await rest('POST', `bookings/${created.bookingId}/cancel`, { body: {}, token: kioskToken })).status).toBe(403)
    expect((await bookingOf(created.bookingId)).status).toBe('paid')
  })

  it('cancels and refunds any paid booking whatever the family policy says, and notes who did it', async () => {
    // Allowed to give refunds: plain staff may cancel only without one (refund-permission.int.test.ts).
    const staff = await createUser(payload, ['staff'], { canRefund: true })
    const token = await loginToken(staff.email, staff.password)
    const created = await paidBooking()
    const { status, json } = await rest('POST', `bookings/${created.bookingId}/cancel`, { body: { reason: 'Family unwell' }, token })
    expect(status).toBe(200)
    expect(json).toMatchObject({ booking: { id: created.bookingId, status: 'refunded' }, refundPence: 2100 })
    const booking = await bookingOf(created.bookingId)
    expect(booking).toMatchObject({ cancelledBy: 'staff', refundedPence: 2100 })
    expect(booking.staffNote).toContain(`Cancelled by ${staff.email} with a full refund: Family unwell`)

    const noRefund = await paidBooking()
    const kept = await rest('POST', `bookings/${noRefund.bookingId}/cancel`, { body: { refund: false }, token })
    expect(kept.json).toMatchObject({ booking: { status: 'cancelled' }, refundPence: 0 })
    expect((await bookingOf(noRefund.bookingId)).refundedPence ?? 0).toBe(0)

    expect((await rest('POST', `bookings/${noRefund.bookingId}/cancel`, { body: {}, token })).status).toBe(409)
    expect((await rest('POST', 'bookings/999999/cancel', { body: {}, token })).status).toBe(404)
    expect((await rest('POST', 'bookings/abc/cancel', { body: {}, token })).status).toBe(400)
    expect((await rest('POST', `bookings/${noRefund.bookingId}/cancel`, { body: { refund: 'yes' }, token })).status).toBe(400)
  })
})

describe('reminders', () => {
  it('queues one reminder the day before, from 9am, and never twice', async () => {
    const created = await paidBooking()
    const dayBefore = addBusinessDays(created.date, -1)
    expect(await queueReminders(payload, venueInstant(dayBefore, '08:00'))).not.toContain(created.bookingId)
    expect(await queueReminders(payload, venueInstant(dayBefore, '10:00'))).toContain(created.bookingId)
    expect(await queueReminders(payload, venueInstant(dayBefore, '11:00'))).not.toContain(created.bookingId)
    await runQueue('emails')
    const booking = await bookingOf(created.bookingId)
    const reminders = (await outbox(booking.customerEmail)).filter((mail) => /tomorrow/i.test(mail.subject))
    expect(reminders).toHaveLength(1)
    expect(reminders[0]!.text).toContain('/manage-booking?token=')
  })

  it('skips a booking cancelled after its reminder was queued', async () => {
    const created = await paidBooking()
    const dayBefore = addBusinessDays(created.date, -1)
    expect(await queueReminders(payload, venueInstant(dayBefore, '12:00'))).toContain(created.bookingId)
    const token = manageToken(secret, created.bookingId)
    await rest('POST', 'bookings/cancel', { body: { token } })
    await runQueue('emails')
    const booking = await bookingOf(created.bookingId)
    expect((await outbox(booking.customerEmail)).filter((mail) => /tomorrow/i.test(mail.subject))).toHaveLength(0)
  })
})
