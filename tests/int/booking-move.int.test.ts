import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { manageToken } from '@plugins/booking/domain/manageToken'
import { queueReminders } from '@plugins/booking/operations/queueReminders'
import { occupiedChildren } from '@plugins/booking/operations/slotOccupancy'
import type { Booking } from '@/payload-types'
import { addBusinessDays, addBusinessMonths, businessDate, venueInstant } from '@/lib/time/businessDate'
import { longDate } from '@/lib/time/formatDate'
import { seed } from '@/seed/seed'
import { bookingBody, eventDay } from '../helpers/booking'
import { workQueue } from '../helpers/jobs'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let secret: string
let staffToken: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  secret = payload.config.secret
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})

const db = () => drizzleOf(payload)
const bookingOf = (id: number): Promise<Booking> => payload.findByID({ collection: 'bookings', id, overrideAccess: true })
const places = (date: string, start: string) => occupiedChildren(db(), date, start)
const confirmations = async (booking: Booking) =>
  (
    await payload.find({
      collection: 'email-outbox',
      where: { to: { equals: booking.customerEmail ?? '' } },
      sort: 'createdAt',
      limit: 100,
      overrideAccess: true,
    })
  ).docs.filter((mail) => mail.subject.startsWith('Booking confirmed') && mail.subject.includes(booking.reference))

let turn = 0
/** An ordinary open day (no special day) in the window's first weeks, taken in turn. */
async function ordinaryDay(): Promise<string> {
  for (let tries = 0; tries < 20; tries += 1) {
    const date = addBusinessDays(businessDate(), 3 + (turn++ % 5))
    if ((await payload.count({ collection: 'special-days', where: { date: { equals: date } }, overrideAccess: true })).totalDocs === 0)
      return date
  }
  throw new Error('no ordinary day left')
}

/** A paid booking (2 children and an adult unless told), as a family makes one. */
async function paidBooking(date: string, overrides: Record<string, unknown> = {}): Promise<Booking> {
  turn += 1
  const { status, json } = await rest('POST', 'create-booking-payment', {
    body: bookingBody({ selectedDate: date, customerEmail: `mover-${turn}-${Date.now()}@test.example`, ...overrides }),
  })
  expect(status, JSON.stringify(json)).toBe(201)
  const created = json as { clientSecret: string; bookingId: number }
  expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret: created.clientSecret } })).status).toBe(200)
  return bookingOf(created.bookingId)
}

const familyMove = (booking: Booking, target: Record<string, unknown>) =>
  rest('POST', 'bookings/move', { body: { token: manageToken(secret, booking.id), ...target } })
const staffMove = (booking: Booking, target: Record<string, unknown>, token: string | null = staffToken) =>
  rest('POST', `admin/bookings/${booking.id}/move`, { body: { reason: 'Family asked on the phone', ...target }, token: token ?? undefined })

async function withCancellationHours<T>(hours: number, work: () => Promise<T>): Promise<T> {
  const original = await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })
  await payload.updateGlobal({
    slug: 'booking-settings',
    data: { cancellation: { ...original.cancellation!, hoursBefore: hours } },
    overrideAccess: true,
  })
  try {
    return await work()
  } finally {
    await payload.updateGlobal({ slug: 'booking-settings', data: { cancellation: original.cancellation }, overrideAccess: true })
  }
}

describe('the family moves a booking with the manage link', () => {
  it('moves the same booking and its places to the chosen session, and sends one new confirmation for the new day', async () => {
    const from = await ordinaryDay()
    const to = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 10 }], 'Move target')
    const booking = await paidBooking(from)
    await workQueue(payload, 'emails')
    expect(await confirmations(booking)).toHaveLength(1)
    const before = { from: await places(from, booking.slotStart), to: await places(to, '10:00') }

    const { status, json } = await familyMove(booking, { selectedDate: to, selectedTime: '10:00 AM - 12:00 PM' })
    expect(status, JSON.stringify(json)).toBe(200)
    expect(json).toMatchObject({
      success: true,
      booking: {
        id: booking.id,
        reference: booking.reference,
        status: 'paid',
        date: to,
        slotStart: '10:00',
        slotLabel: '10:00 AM - 12:00 PM',
      },
      from: { date: from, slotStart: booking.slotStart },
      message: expect.stringContaining(`moved to ${longDate(to)} (10:00 AM - 12:00 PM)`),
    })
    const moved = await bookingOf(booking.id)
    expect(moved).toMatchObject({
      reference: booking.reference,
      date: to,
      slotStart: '10:00',
      finalAmountPence: booking.finalAmountPence,
      children: 2,
    })
    expect(moved.tickets?.map(({ ticketKey, quantity, lineTotalPence }) => ({ ticketKey, quantity, lineTotalPence }))).toEqual(
      booking.tickets?.map(({ ticketKey, quantity, lineTotalPence }) => ({ ticketKey, quantity, lineTotalPence })),
    )
    expect(moved.staffNote).toContain('by the family (manage link)')
    expect(await places(from, booking.slotStart)).toBe(before.from - 2)
    expect(await places(to, '10:00')).toBe(before.to + 2)

    await workQueue(payload, 'emails')
    await workQueue(payload, 'emails')
    const mails = await confirmations(booking)
    expect(mails).toHaveLength(2)
    const newest = mails[1]!
    expect(newest.subject).toContain(longDate(to))
    expect(newest.text).toContain(longDate(to))
    expect((newest.attachments ?? []).map((attachment) => attachment.filename)).toEqual(
      expect.arrayContaining([expect.stringMatching(/\.ics$/)]),
    )
  })

  it('on a flexible day without a time takes the earliest session with room, and a later day gets its own reminder', async () => {
    const from = await ordinaryDay()
    let to = await ordinaryDay()
    while (to <= from) to = await ordinaryDay()
    const booking = await paidBooking(from)
    await db().execute(sql`update bookings set reminder_sent_at = now() where id = ${booking.id}`)
    const { status, json } = await familyMove(booking, { selectedDate: to })
    expect(status, JSON.stringify(json)).toBe(200)
    expect((json as { message: string }).message).toContain(
      `moved to ${longDate(to)} (Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in)`,
    )
    const moved = await bookingOf(booking.id)
    expect(moved).toMatchObject({ date: to, slotStart: '09:30', reminderSentAt: null })
  })

  it('a reminder queued for the old day is not sent after a move to a later day; the new day gets its own', async () => {
    const from = await ordinaryDay()
    let to = await ordinaryDay()
    while (to <= from) to = await ordinaryDay()
    const booking = await paidBooking(from)
    const reminders = async () =>
      (
        await payload.find({
          collection: 'email-outbox',
          where: { to: { equals: booking.customerEmail ?? '' } },
          limit: 100,
          overrideAccess: true,
        })
      ).docs.filter((mail) => mail.subject.startsWith('See you tomorrow'))

    // The day before the visit at 10 AM the reminder is claimed and queued; the family moves before it goes out.
    expect(await queueReminders(payload, venueInstant(addBusinessDays(from, -1), '10:00'))).toContain(booking.id)
    expect((await familyMove(booking, { selectedDate: to, selectedTime: '12:00' })).status).toBe(200)
    await workQueue(payload, 'emails')
    expect(await reminders()).toHaveLength(0)

    expect(await queueReminders(payload, venueInstant(addBusinessDays(to, -1), '10:00'))).toContain(booking.id)
    await workQueue(payload, 'emails')
    const sent = await reminders()
    expect(sent).toHaveLength(1)
    expect(sent[0]!.text).toContain(longDate(to))
  })

  it('refuses a forged, borrowed or malformed token and a malformed body with a 4xx, changing nothing', async () => {
    const booking = await paidBooking(await ordinaryDay())
    const to = await ordinaryDay()
    const token = manageToken(secret, booking.id)
    for (const candidate of [
      `${booking.id + 1}.${token.split('.')[1]}`,
      manageToken('another-secret-entirely', booking.id),
      'nonsense-token',
    ]) {
      const refused = await rest('POST', 'bookings/move', { body: { token: candidate, selectedDate: to } })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ error: { code: 'invalid_link' } })
    }
    for (const body of [
      { token },
      { token, selectedDate: '2026-02-30' },
      { token, selectedDate: to, selectedTime: 42 },
      { selectedDate: to },
    ]) {
      const refused = await rest('POST', 'bookings/move', { body })
      expect(refused.status).toBe(400)
      expect(refused.json).toMatchObject({ error: { code: 'validation_failed' } })
    }
    const unknownTime = await familyMove(booking, { selectedDate: to, selectedTime: '10:15' })
    expect(unknownTime.status).toBe(400)
    expect((await bookingOf(booking.id)).date).toBe(booking.date)
  })

  it('answers 409 for a past, out-of-window, full, blocked or same session, changing nothing', async () => {
    const from = await ordinaryDay()
    const booking = await paidBooking(from)
    const small = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 1 }], 'Tiny')
    let blockedDay = await ordinaryDay()
    while (blockedDay === from) blockedDay = await ordinaryDay()
    // Other files book these ordinary days too: the block is lifted again below, whatever happens.
    const block = await payload.create({
      collection: 'session-restrictions',
      data: { date: blockedDay, timeSlot: '12:00', reason: 'Private hire' },
      overrideAccess: true,
    })
    try {
      const cases: [Record<string, unknown>, string][] = [
        [{ selectedDate: addBusinessDays(businessDate(), -1) }, 'target_unavailable'],
        [{ selectedDate: addBusinessDays(addBusinessMonths(businessDate(), 1), 2) }, 'target_unavailable'],
        [{ selectedDate: small, selectedTime: '10:00' }, 'session_full'],
        [{ selectedDate: blockedDay, selectedTime: '12:00 PM - 2:00 PM' }, 'target_unavailable'],
        [{ selectedDate: from, selectedTime: booking.slotStart }, 'same_session'],
      ]
      for (const [target, code] of cases) {
        const refused = await familyMove(booking, target)
        expect(refused.status, JSON.stringify(target)).toBe(409)
        expect(refused.json).toMatchObject({ error: { code, message: expect.any(String) } })
        if (code === 'session_full') expect(refused.json).toMatchObject({ placesLeft: 1 })
      }
    } finally {
      await payload.delete({ collection: 'session-restrictions', id: block.id, overrideAccess: true })
    }
    expect(await bookingOf(booking.id)).toMatchObject({ date: from, slotStart: booking.slotStart, staffNote: booking.staffNote ?? null })
  })

  it('answers 409 for a booking checked in, used, cancelled or a no-show, and after the free cancellation period', async () => {
    const to = await ordinaryDay()
    for (const status of ['checked_in', 'checked_out', 'cancelled', 'no_show'] as const) {
      const booking = await paidBooking(await ordinaryDay())
      await db().execute(sql`update bookings set status = ${status} where id = ${booking.id}`)
      const refused = await familyMove(booking, { selectedDate: to, selectedTime: '14:30' })
      expect(refused.status, status).toBe(409)
      expect(refused.json).toMatchObject({ error: { code: 'not_movable' } })
      expect((await staffMove(booking, { selectedDate: to, selectedTime: '14:30' })).status, status).toBe(409)
    }

    const late = await paidBooking(await ordinaryDay())
    await withCancellationHours(24 * 40, async () => {
      const refused = await familyMove(late, { selectedDate: to, selectedTime: '14:30' })
      expect(refused.status).toBe(409)
      expect(refused.json).toMatchObject({ error: { code: 'move_closed', message: expect.stringMatching(/free cancellation period/) } })
      expect((await bookingOf(late.id)).date).toBe(late.date)
      // Staff may move it after the family's cut-off.
      const allowed = await staffMove(late, { selectedDate: to, selectedTime: '14:30' })
      expect(allowed.status, JSON.stringify(allowed.json)).toBe(200)
    })
    expect(await bookingOf(late.id)).toMatchObject({ date: to, slotStart: '14:30' })
  })
})

describe('staff move a booking from the dashboard', () => {
  it('needs a staff session: anonymous 401, kiosk 403', async () => {
    const booking = await paidBooking(await ordinaryDay())
    const to = await ordinaryDay()
    expect((await staffMove(booking, { selectedDate: to }, null)).status).toBe(401)
    const kiosk = await createUser(payload, ['kiosk'])
    expect((await staffMove(booking, { selectedDate: to }, await loginToken(kiosk.email, kiosk.password))).status).toBe(403)
    expect((await bookingOf(booking.id)).date).toBe(booking.date)
  })

  it('moves with a reason, written to the audit log and the staff note; no reason is a 400', async () => {
    const from = await ordinaryDay()
    const to = await eventDay(payload, [{ start: '13:00', end: '15:00', capacity: 20 }], 'Staff move')
    const booking = await paidBooking(from)
    const noReason = await rest('POST', `admin/bookings/${booking.id}/move`, {
      body: { selectedDate: to, selectedTime: '13:00' },
      token: staffToken,
    })
    expect(noReason.status).toBe(400)
    expect(noReason.json).toMatchObject({ error: { code: 'validation_failed', fields: { reason: expect.any(String) } } })
    expect(
      (await rest('POST', 'admin/bookings/999999/move', { body: { selectedDate: to, reason: 'Phone call' }, token: staffToken })).status,
    ).toBe(404)
    // An event day needs its session.
    expect((await staffMove(booking, { selectedDate: to })).status).toBe(400)

    const { status, json } = await staffMove(booking, {
      selectedDate: to,
      selectedTime: '13:00',
      reason: 'Child unwell, moved on the phone',
    })
    expect(status, JSON.stringify(json)).toBe(200)
    expect(json).toMatchObject({ booking: { id: booking.id, reference: booking.reference, date: to, slotStart: '13:00' } })
    const { docs } = await payload.find({
      collection: 'audit-log',
      where: { and: [{ action: { equals: 'move_booking' } }, { recordId: { equals: String(booking.id) } }] },
      overrideAccess: true,
    })
    expect(docs).toHaveLength(1)
    expect(docs[0]).toMatchObject({
      entity: 'bookings',
      summary: expect.stringContaining('Child unwell, moved on the phone'),
      before: { date: from, slotStart: booking.slotStart },
      after: { date: to, slotStart: '13:00' },
    })
    expect((await bookingOf(booking.id)).staffNote).toContain('Child unwell, moved on the phone')
  })
})

describe('moves racing for the last places', () => {
  it('ten concurrent moves into a session with three places left: exactly three succeed', async () => {
    const target = await eventDay(payload, [{ start: '11:00', end: '13:00', capacity: 3 }], 'Last places')
    const bookings: Booking[] = []
    for (let index = 0; index < 10; index += 1) {
      bookings.push(
        await paidBooking(await ordinaryDay(), { ticketQuantities: { 'child-0-1': 0, 'child-1-12': 1, adult: 0 }, totalAmount: 9.5 }),
      )
    }
    const answers = await Promise.all(bookings.map((booking) => familyMove(booking, { selectedDate: target, selectedTime: '11:00' })))
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409, 409, 409])
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(answer.json).toMatchObject({ error: { code: 'session_full' }, placesLeft: 0 })
    expect(await places(target, '11:00')).toBe(3)
    const moved = await payload.count({
      collection: 'bookings',
      // Only these ten: another file in this database may have booked the date before it became this event day.
      where: {
        and: [{ id: { in: bookings.map((booking) => booking.id) } }, { date: { equals: target } }, { status: { equals: 'paid' } }],
      },
      overrideAccess: true,
    })
    expect(moved.totalDocs).toBe(3)
  })
})
