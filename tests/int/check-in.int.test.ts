import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { autoCheckOut } from '@plugins/checkin'
import { occupiedChildren } from '@plugins/booking/operations/slotOccupancy'
import { addBusinessDays } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { workQueue } from '../helpers/jobs'
import {
  checkInBody,
  currentWaiverVersion,
  freezeAt,
  heldBooking,
  kioskCall,
  newKey,
  paidBooking,
  privateDay,
  signedInDevice,
  walkInBody,
} from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(() => {
  vi.useRealTimers()
  delete process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK
})

// Every test runs on a date of its own, years ahead, with the clock set to it.
const day = () => privateDay('2031-06-02')

type Ticket = {
  id: number
  status: string
  checkedIn: boolean
  checkedOut: boolean
  checkedInAt: string | null
  checkedOutAt: string | null
  bookingDate: string
  isWalkIn: boolean
}
type ErrorAnswer = { error: { code: string; message: string } }

const bookingOf = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const eventsOf = async (bookingId: number) =>
  (
    await payload.find({
      collection: 'visit-events',
      where: { booking: { equals: bookingId } },
      sort: 'createdAt',
      depth: 0,
      limit: 100,
      overrideAccess: true,
    })
  ).docs
const errorCode = (json: unknown) => (json as ErrorAnswer).error.code

describe('checking in', () => {
  it('checks a paid ticket in on its day, recording the server’s time, the plate, the parking tick and the terms version', async () => {
    const date = day()
    const now = freezeAt(date, '09:20')
    const device = await signedInDevice(payload, 'Front door')
    const booking = await paidBooking(date, { name: 'Jane Smith' })
    const version = await currentWaiverVersion(device.token)

    const key = newKey()
    const { status, json } = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version), key)
    expect(status, JSON.stringify(json)).toBe(200)
    const ticket = (json as { success: boolean; ticket: Ticket }).ticket
    expect(json).toMatchObject({ success: true })
    expect(ticket).toMatchObject({
      id: booking.id,
      status: 'checked_in',
      checkedIn: true,
      checkedOut: false,
      checkedInAt: now.toISOString(),
      bookingDate: date,
    })
    expect(JSON.stringify(json)).not.toMatch(/@test\.example|07700/)

    expect(await bookingOf(booking.id)).toMatchObject({ status: 'checked_in', checkedInAt: now.toISOString() })
    const events = await eventsOf(booking.id)
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      action: 'check_in',
      automatic: false,
      at: now.toISOString(),
      actorKind: 'device',
      actorId: device.id,
      actorLabel: 'Front door',
      idempotencyKey: key,
      waiverVersion: version,
      numberPlate: 'AB12 CDE',
      parkingAgreed: true,
      bookingReference: booking.reference,
    })
  })

  it('answers a repeated request with the first answer and writes nothing; a reused key with another request is refused', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)
    const key = newKey()
    const first = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version), key)
    expect(first.status).toBe(200)

    vi.setSystemTime(Date.now() + 60_000)
    // The tablet retried (say the answer was lost); its own clock moved on, the request did not.
    const again = await kioskCall(
      device.token,
      'check-in',
      checkInBody(booking.id, version, { checkedInAt: new Date().toISOString() }),
      key,
    )
    expect(again.status).toBe(200)
    expect(again.text).toBe(first.text)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(await eventsOf(booking.id)).toHaveLength(1)

    const other = await paidBooking(date)
    const reused = await kioskCall(device.token, 'check-in', checkInBody(other.id, version), key)
    expect(reused.status).toBe(422)
    expect(errorCode(reused.json)).toBe('idempotency_key_reused')
    expect((await bookingOf(other.id)).status).toBe('paid')

    // The same key from another tablet is that tablet's own.
    const second = await signedInDevice(payload, 'Side door')
    const fresh = await kioskCall(second.token, 'check-in', checkInBody(other.id, version), key)
    expect(fresh.status).toBe(200)

    // A refusal is an answer too: repeated, it is the same refusal.
    const refusedKey = newKey()
    const refused = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version), refusedKey)
    expect(refused.status).toBe(409)
    expect(await kioskCall(device.token, 'check-in', checkInBody(booking.id, version), refusedKey)).toMatchObject({
      status: 409,
      json: refused.json,
    })
  })

  it('answers the same key sent twice at once with one check-in and the same answer twice', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)
    const key = newKey()
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => kioskCall(device.token, 'check-in', checkInBody(booking.id, version), key)),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => JSON.stringify(answer.json))).size).toBe(1)
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed') === 'true')).toHaveLength(3)
    expect(await eventsOf(booking.id)).toHaveLength(1)
  })

  it('needs an Idempotency-Key on every kiosk write', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    for (const key of [null, 'short', 'has spaces in it', 'x'.repeat(101)]) {
      const { status, json } = await kioskCall(device.token, 'check-in', checkInBody(booking.id, 1), key)
      expect(status).toBe(400)
      expect(errorCode(json)).toBe('idempotency_key_required')
    }
    expect((await kioskCall(device.token, 'check-out', { ticketId: booking.id }, null)).status).toBe(400)
    expect((await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'Sam Jones' }), null)).status).toBe(400)
    expect((await bookingOf(booking.id)).status).toBe('paid')
  })

  it('needs every box ticked and a plate of at most 8 characters', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)
    const cases: [Record<string, unknown>, string][] = [
      [{ termsAccepted: false }, 'Please read and accept the terms and conditions before checking in.'],
      [{ liabilityAccepted: false }, 'Please accept the liability disclaimer before checking in.'],
      [{ cefParkingAgreed: false }, 'Please confirm the parking information before checking in.'],
      [{ numberPlate: 'AB12CDEFG' }, 'A number plate has at most 8 characters'],
      [{ ticketId: 'one' }, 'A ticket is required'],
    ]
    for (const [change, message] of cases) {
      const { status, json } = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version, change))
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: 'validation_failed', message } })
    }
    // An empty plate is no plate.
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version, { numberPlate: '' }))).status).toBe(200)
    expect((await eventsOf(booking.id))[0]!.numberPlate).toBeNull()
  })
})

describe('the rules, each with a plain reason', () => {
  it("on a flexible day opens check-in the arrive-early minutes before the arrival window and closes it after the window's last minute, whatever session the booking sits in", async () => {
    const date = day()
    freezeAt(date, '09:14')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const seatedEarly = await paidBooking(date, { slot: '09:30' })
    const lastOne = await paidBooking(date, { slot: '14:30' })
    const version = await currentWaiverVersion(device.token)
    const early = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))
    expect(early).toMatchObject({ status: 409, json: { error: { code: 'too_early', message: expect.stringContaining('9:15 AM') } } })

    vi.setSystemTime(new Date(Date.now() + 60_000))
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)

    // Seated at 9:30 the day before; arriving at 1 PM, long after that session ended.
    freezeAt(date, '13:00')
    expect((await kioskCall(device.token, 'check-in', checkInBody(seatedEarly.id, version))).status).toBe(200)

    freezeAt(date, '15:31')
    const ended = await kioskCall(device.token, 'check-in', checkInBody(lastOne.id, version))
    expect(ended).toMatchObject({ status: 409, json: { error: { code: 'session_ended', message: expect.stringContaining('3:30 PM') } } })
  })

  it('on an event day opens check-in 15 minutes (Kiosk settings) before the chosen session and closes it when the session ends', async () => {
    const date = day()
    await payload.create({
      collection: 'special-days',
      data: {
        date,
        label: 'Kiosk test event',
        event: {
          title: 'Kiosk event',
          slots: [
            { start: '10:00', end: '12:00', capacity: 40 },
            { start: '13:00', end: '15:00', capacity: 40 },
          ],
          defaultSlotStart: '10:00',
        },
      },
      overrideAccess: true,
    })
    freezeAt(date, '09:00')
    const device = await signedInDevice(payload)
    const morning = await paidBooking(date, { slot: '10:00' })
    const afternoon = await paidBooking(date, { slot: '13:00' })
    const version = await currentWaiverVersion(device.token)
    freezeAt(date, '09:44')
    expect(await kioskCall(device.token, 'check-in', checkInBody(morning.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'too_early', message: expect.stringContaining('9:45 AM') } },
    })
    freezeAt(date, '12:00')
    expect(await kioskCall(device.token, 'check-in', checkInBody(morning.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'session_ended' } },
    })
    // The afternoon ticket is not moved into another session, and its play ends with its session.
    freezeAt(date, '12:50')
    const { status, json } = await kioskCall(device.token, 'check-in', checkInBody(afternoon.id, version))
    expect(status, JSON.stringify(json)).toBe(200)
    expect(json).toMatchObject({ ticket: { arrivalTimes: null, slotStart: '13:00' } })
    expect(await bookingOf(afternoon.id)).toMatchObject({ slotStart: '13:00', playEndsAt: freezeAt(date, '15:00').toISOString() })
  })

  it('takes a ticket only on its own date', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const tomorrow = await paidBooking(addBusinessDays(date, 1))
    const version = await currentWaiverVersion(device.token)
    const answer = await kioskCall(device.token, 'check-in', checkInBody(tomorrow.id, version))
    expect(answer).toMatchObject({
      status: 409,
      json: { error: { code: 'wrong_day', message: expect.stringMatching(/^This ticket is for \w+ \d+ \w+, not today/) } },
    })

    freezeAt(addBusinessDays(date, 2), '09:40')
    const yesterday = await kioskCall(device.token, 'check-in', checkInBody(tomorrow.id, version))
    expect(yesterday).toMatchObject({ status: 409, json: { error: { code: 'wrong_day' } } })
  })

  it('refuses held, cancelled and refunded bookings, and unknown tickets', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const held = await heldBooking(date)
    expect(await kioskCall(device.token, 'check-in', checkInBody(held.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'not_paid', message: expect.stringContaining('not been paid') } },
    })

    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    const cancelled = await paidBooking(date)
    expect((await rest('POST', `bookings/${cancelled.id}/cancel`, { token: staffToken, body: { refund: false } })).status).toBe(200)
    expect(await kioskCall(device.token, 'check-in', checkInBody(cancelled.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'not_paid', message: expect.stringContaining('cancelled') } },
    })

    const refunded = await paidBooking(date)
    await payload.update({ collection: 'bookings', id: refunded.id, data: { status: 'refunded' }, overrideAccess: true })
    expect(await kioskCall(device.token, 'check-in', checkInBody(refunded.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'not_paid', message: expect.stringContaining('refunded') } },
    })

    expect(await kioskCall(device.token, 'check-in', checkInBody(2_000_000_000, version))).toMatchObject({
      status: 404,
      json: { error: { code: 'ticket_not_found' } },
    })
  })

  it('never takes a ticket twice: checked in, then out, then "Ticket Already Used"', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)

    expect(await kioskCall(device.token, 'check-out', { ticketId: booking.id })).toMatchObject({
      status: 409,
      json: { error: { code: 'not_checked_in' } },
    })
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)
    expect(await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).toMatchObject({
      status: 409,
      json: { error: { code: 'already_checked_in' } },
    })

    vi.setSystemTime(new Date(Date.now() + 90 * 60_000))
    const out = await kioskCall(device.token, 'check-out', { ticketId: booking.id, checkedOutAt: '2000-01-01T00:00:00Z' })
    expect(out.status).toBe(200)
    expect((out.json as { ticket: Ticket }).ticket).toMatchObject({
      status: 'checked_out',
      checkedIn: true,
      checkedOut: true,
      checkedOutAt: new Date().toISOString(),
    })

    const reuse = await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))
    expect(reuse).toMatchObject({
      status: 409,
      json: { error: { code: 'ticket_used', message: expect.stringContaining('Ticket Already Used') } },
    })
    expect(await kioskCall(device.token, 'check-out', { ticketId: booking.id })).toMatchObject({
      status: 409,
      json: { error: { code: 'ticket_used' } },
    })
    expect((await eventsOf(booking.id)).map((event) => event.action)).toEqual(['check_in', 'check_out'])
  })

  it('asks for the terms again once their wording changes, and records the version accepted', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const before = await currentWaiverVersion(device.token)

    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)
    const settings = await payload.findGlobal({ slug: 'kiosk-settings', overrideAccess: true })
    const edited = await rest('POST', 'globals/kiosk-settings', {
      token: adminToken,
      body: { terms: `${settings.terms}\nNo running on the stairs.` },
    })
    expect(edited.status, JSON.stringify(edited.json)).toBe(200)
    // An edit elsewhere publishes nothing.
    expect(
      (await rest('POST', 'globals/kiosk-settings', { token: adminToken, body: { safetyNote: settings.safetyNote, waiverVersion: 99 } }))
        .status,
    ).toBe(200)
    const after = await currentWaiverVersion(device.token)
    expect(after).toBe(before + 1)
    const stored = await payload.findGlobal({ slug: 'kiosk-settings', overrideAccess: true })
    expect(stored.waiverHistory?.map((entry) => entry.version)).toEqual(Array.from({ length: after }, (_, index) => index + 1))
    expect(stored.waiverHistory?.at(-2)?.terms).toBe(settings.terms)

    expect(await kioskCall(device.token, 'check-in', checkInBody(booking.id, before))).toMatchObject({
      status: 409,
      json: { error: { code: 'terms_changed' } },
    })
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, after))).status).toBe(200)
    expect((await eventsOf(booking.id))[0]!.waiverVersion).toBe(after)

    // Staff may read the settings in the admin; only admins change them.
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    expect((await rest('GET', 'globals/kiosk-settings', { token: staffToken })).status).toBe(200)
    expect((await rest('POST', 'globals/kiosk-settings', { token: staffToken, body: { terms: 'Anything goes' } })).status).toBe(403)
  })
})

describe('two tablets at once', () => {
  const race = async (requests: number) => {
    const date = day()
    freezeAt(date, '09:40')
    const devices = [await signedInDevice(payload, 'Door A'), await signedInDevice(payload, 'Door B')]
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(devices[0]!.token)
    const answers = await Promise.all(
      Array.from({ length: requests }, (_, index) => kioskCall(devices[index % 2]!.token, 'check-in', checkInBody(booking.id, version))),
    )
    return { answers, events: (await eventsOf(booking.id)).filter((event) => event.action === 'check_in') }
  }

  it('record exactly one check-in; the other tablet is told it is already checked in', async () => {
    const { answers, events } = await race(6)
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409).map((answer) => errorCode(answer.json))).toEqual(
      Array(5).fill('already_checked_in'),
    )
    expect(events).toHaveLength(1)
  })

  it('control: without the booking lock the same race records the visit more than once, so the test above can fail', async () => {
    process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK = '1'
    const { events } = await race(6)
    console.log(`control run recorded ${events.length} check-ins of one ticket`)
    expect(events.length).toBeGreaterThan(1)
  })
})

describe('walk-ins (New Customer - Paid In Store)', () => {
  const placesTaken = (date: string, slot: string) => occupiedChildren(drizzleOf(payload), date, slot)

  it('are saved as a booking of the session under way, paid in store, checked in at once, with no made-up contact details', async () => {
    const date = day()
    const now = freezeAt(date, '10:05')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const before = await placesTaken(date, '09:30')
    const key = newKey()
    const { status, json } = await kioskCall(
      device.token,
      'walk-in',
      walkInBody(version, { customerName: 'Sam Walker', numberOfChildren: 2, numberOfAdults: 1, amountPaid: 1900 }),
      key,
    )
    expect(status, JSON.stringify(json)).toBe(201)
    const ticket = (json as { ticket: Ticket & { timeSlot: string; totalAmount: number } }).ticket
    expect(ticket).toMatchObject({
      status: 'checked_in',
      isWalkIn: true,
      timeSlot: '9:30 AM - 11:30 AM',
      totalAmount: 1900,
      checkedInAt: now.toISOString(),
      bookingDate: date,
    })
    const booking = await bookingOf(ticket.id)
    expect(booking).toMatchObject({
      source: 'walk_in',
      status: 'checked_in',
      paidInStore: true,
      customerEmail: null,
      customerPhone: null,
      children: 2,
      adults: 1,
      finalAmountPence: 1900,
    })
    expect(booking.inStorePaymentConfirmedAt ?? null).toBeNull()
    expect(await placesTaken(date, '09:30')).toBe(before + 2)
    expect((await eventsOf(ticket.id)).map((event) => [event.action, event.actorKind, event.idempotencyKey])).toEqual([
      ['check_in', 'device', key],
    ])
    // Repeated, it is the same walk-in, not a second one.
    expect(
      await kioskCall(
        device.token,
        'walk-in',
        walkInBody(version, { customerName: 'Sam Walker', numberOfChildren: 2, numberOfAdults: 1, amountPaid: 1900 }),
        key,
      ),
    ).toMatchObject({ status: 201, json })
    expect(await placesTaken(date, '09:30')).toBe(before + 2)

    // Between sessions, the next one.
    freezeAt(date, '11:45')
    const next = await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'Ali Next' }))
    expect(
      (next.json as { ticket: { timeSlot: string; numberOfChildren: number; numberOfAdults: number; totalAmount: number } }).ticket,
    ).toMatchObject({
      timeSlot: '12:00 PM - 2:00 PM',
      numberOfChildren: 1,
      numberOfAdults: 1,
      totalAmount: 0,
    })
  })

  it('need the terms, the liability disclaimer and the parking tick, like any check-in, recorded with the plate', async () => {
    const date = day()
    freezeAt(date, '10:05')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const before = await placesTaken(date, '09:30')
    for (const [field, message] of [
      ['termsAccepted', 'Please read and accept the terms and conditions before checking in.'],
      ['liabilityAccepted', 'Please accept the liability disclaimer before checking in.'],
      ['cefParkingAgreed', 'Please confirm the parking information before checking in.'],
    ] as const) {
      const refused = await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'No Ticks', [field]: false }))
      expect(refused.status).toBe(400)
      expect((refused.json as { error: { fields: Record<string, string> } }).error.fields[field]).toBe(message)
    }
    const oldTerms = await kioskCall(device.token, 'walk-in', walkInBody(version + 1, { customerName: 'Old Terms' }))
    expect(oldTerms).toMatchObject({ status: 409, json: { error: { code: 'terms_changed' } } })
    expect(await placesTaken(date, '09:30')).toBe(before)

    const accepted = await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'All Ticked', numberPlate: 'ab12 cde' }))
    expect(accepted.status).toBe(201)
    const [event] = await eventsOf((accepted.json as { ticket: { id: number } }).ticket.id)
    expect(event).toMatchObject({ action: 'check_in', waiverVersion: version, numberPlate: 'AB12 CDE', parkingAgreed: true })
  })

  it('are refused when the session is full, and when no session is left today', async () => {
    const date = day()
    await payload.create({
      collection: 'special-days',
      data: {
        date,
        label: 'Small event',
        event: { title: 'Tiny session', slots: [{ start: '10:00', end: '12:00', capacity: 3 }], defaultSlotStart: '10:00' },
      },
      overrideAccess: true,
    })
    freezeAt(date, '10:30')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const tooMany = await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'Big Family', numberOfChildren: 4 }))
    expect(tooMany).toMatchObject({
      status: 409,
      json: { error: { code: 'slot_full', message: expect.stringContaining('only 3 places are left') } },
    })
    expect(
      (await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'Three Kids', numberOfChildren: 3 }))).status,
    ).toBe(201)
    expect(await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'One More', numberOfChildren: 1 }))).toMatchObject({
      status: 409,
      json: { error: { code: 'slot_full', message: expect.stringContaining('full') } },
    })
    expect(await placesTaken(date, '10:00')).toBe(3)

    freezeAt(date, '12:00')
    expect(await kioskCall(device.token, 'walk-in', walkInBody(version, { customerName: 'Late Comer' }))).toMatchObject({
      status: 409,
      json: { error: { code: 'no_session_today' } },
    })
  })
})

describe('the automatic check-out', () => {
  it('closes visits left open once their play time (two hours from check-in) and the grace period (Kiosk settings) have passed, marked automatic', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)

    // Play ends two hours from check-in (11:40), plus 30 minutes' grace: still open at 12:09.
    expect(await autoCheckOut(payload, freezeAt(date, '12:09'))).toMatchObject({ checkedOut: expect.any(Number) })
    expect((await bookingOf(booking.id)).status).toBe('checked_in')

    // Through the jobs queue, as the server runs it.
    const now = freezeAt(date, '12:10')
    await payload.jobs.queue({ task: 'autoCheckOut', input: {}, queue: 'maintenance' })
    await workQueue(payload, 'maintenance')
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'checked_out', checkedOutAt: now.toISOString() })
    const events = await eventsOf(booking.id)
    expect(events.at(-1)).toMatchObject({ action: 'check_out', automatic: true, actorKind: 'system', at: now.toISOString() })
    // Once only.
    await autoCheckOut(payload, freezeAt(date, '13:00'))
    expect(await eventsOf(booking.id)).toHaveLength(2)
  })
})
