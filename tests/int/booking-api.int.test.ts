import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays, addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody, eventDay } from '../helpers/booking'
import { rest, testPayload } from '../helpers/payload'

let payload: Payload
const today = businessDate()

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

type Created = {
  clientSecret: string
  bookingId: number
  reference: string
  sessionCreditsUsed: number
  originalAmount: number
  finalAmount: number
  creditSavings: number
  provider: string
}

describe('POST /api/create-booking-payment', () => {
  it('holds the places and answers the spec’s fields in pence', async () => {
    const { status, json } = await rest('POST', 'create-booking-payment', {
      body: bookingBody({ customerEmail: 'hold@test.example', childAges: '4, 7' }),
    })
    expect(status).toBe(201)
    const created = json as Created
    expect(created).toMatchObject({ sessionCreditsUsed: 0, originalAmount: 2100, finalAmount: 2100, creditSavings: 0, provider: 'test' })
    expect(created.clientSecret).toMatch(/^test_pi_[0-9a-f]{24}_secret_[0-9a-f]{32}$/)
    expect(created.reference).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    const booking = await payload.findByID({ collection: 'bookings', id: created.bookingId })
    expect(booking).toMatchObject({
      status: 'held',
      children: 2,
      adults: 1,
      childAges: '4, 7',
      finalAmountPence: 2100,
      slotStart: '09:30',
      paymentProvider: 'test',
    })
    expect(new Date(booking.holdExpiresAt!).getTime() - Date.now()).toBeGreaterThan(14 * 60_000)
    expect(booking.tickets?.map((line) => [line.ticketKey, line.quantity, line.lineTotalPence])).toEqual([
      ['child-1-12', 2, 1900],
      ['adult', 1, 200],
    ])
  })

  it('accepts the slot as the page shows it and as its start time', async () => {
    for (const selectedTime of ['12:00 PM - 2:00 PM', '12:00']) {
      const { status, json } = await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedTime }) })
      expect(status).toBe(201)
      expect((await payload.findByID({ collection: 'bookings', id: (json as Created).bookingId })).slotLabel).toBe('12:00 PM - 2:00 PM')
    }
  })

  it('answers 409 with the current price when the page’s total disagrees', async () => {
    const { status, json } = await rest('POST', 'create-booking-payment', { body: bookingBody({ totalAmount: 1 }) })
    expect(status).toBe(409)
    expect(json).toMatchObject({ error: { code: 'price_changed', currentTotalPence: 2100 } })
  })

  const bad: [string, Record<string, unknown>, string, string?][] = [
    ['a one-letter name', { customerName: 'J' }, 'customerName', 'Name must be at least 2 characters'],
    ['a bad e-mail', { customerEmail: 'jo@' }, 'customerEmail', 'Please enter a valid email address'],
    ['a short phone', { customerPhone: '0770' }, 'customerPhone', 'Please enter a valid phone number'],
    ['no date', { selectedDate: '' }, 'selectedDate', 'Please select a date'],
    ['an impossible date', { selectedDate: '2027-02-30' }, 'selectedDate', 'Please select a date'],
    ['terms not agreed', { agreeToTerms: false }, 'agreeToTerms', 'You must agree to the terms and conditions to proceed'],
    ['no tickets', { ticketQuantities: { adult: 0 }, totalAmount: 0 }, 'ticketQuantities', 'Please select at least one ticket to continue'],
    ['a negative quantity', { ticketQuantities: { adult: -1 } }, 'ticketQuantities.adult'],
    ['a fractional quantity', { ticketQuantities: { adult: 1.5 } }, 'ticketQuantities.adult'],
    ['a huge quantity', { ticketQuantities: { adult: 1e9 } }, 'ticketQuantities.adult'],
    ['a quantity as text', { ticketQuantities: { adult: '2' } }, 'ticketQuantities.adult'],
    ['an unknown ticket', { ticketQuantities: { 'vip-pass': 1 } }, 'ticketQuantities'],
    ['a past date', { selectedDate: addBusinessDays(today, -1) }, 'selectedDate'],
    ['a date beyond the window', { selectedDate: addBusinessDays(addBusinessMonths(today, 1), 1) }, 'selectedDate'],
    ['a time that is not a time', { selectedTime: 'teatime' }, 'selectedTime'],
    ['a slot that does not exist', { selectedTime: '10:00' }, 'selectedTime'],
    ['a total in fractions of a penny', { totalAmount: 21.001 }, 'totalAmount'],
    ['a total as text', { totalAmount: '21' }, 'totalAmount'],
  ]
  for (const [label, change, field, message] of bad) {
    it(`answers 400 for ${label} and holds nothing`, async () => {
      const before = await payload.count({ collection: 'bookings' })
      const { status, json } = await rest('POST', 'create-booking-payment', { body: bookingBody(change) })
      expect(status).toBe(400)
      expect(json).toMatchObject({ error: { code: 'validation_failed', fields: { [field]: message ?? expect.any(String) } } })
      expect((await payload.count({ collection: 'bookings' })).totalDocs).toBe(before.totalDocs)
    })
  }

  it('answers 400 for malformed JSON and a body that is not an object', async () => {
    for (const rawBody of ['{', '[]', 'null']) expect((await rest('POST', 'create-booking-payment', { rawBody })).status).toBe(400)
  })

  it('requires a slot on an event day, naming the event', async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 10 }], 'Pirate Party')
    const { status, json } = await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: date }) })
    expect(status).toBe(400)
    expect(json).toMatchObject({ error: { fields: { selectedTime: 'Please select a time slot for the Pirate Party' } } })
    expect(
      (await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: date, selectedTime: '10:00 AM - 12:00 PM' }) }))
        .status,
    ).toBe(201)
  })

  it('refuses a blocked slot and a blocked day with 409', async () => {
    const date = addBusinessDays(today, 5)
    const blockedSlot = await payload.create({
      collection: 'session-restrictions',
      data: { date, timeSlot: '12:00 PM - 2:00 PM', reason: 'Private hire' },
    })
    const slot = await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: date, selectedTime: '12:00' }) })
    expect(slot.status).toBe(409)
    expect(slot.json).toMatchObject({ error: { code: 'slot_unavailable' } })
    expect(
      (await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: date, selectedTime: '09:30' }) })).status,
    ).toBe(201)

    await payload.create({
      collection: 'session-restrictions',
      data: { date, timeSlot: '9:30 AM - 3:30 PM', reason: 'Closed for maintenance' },
    })
    const day = await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: date, selectedTime: '09:30' }) })
    expect(day.status).toBe(409)
    await payload.delete({ collection: 'session-restrictions', where: { date: { equals: date } } })
    void blockedSlot
  })

  it('refuses a slot without room, saying how many places are left', async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 3 }])
    const body = (children: number) =>
      bookingBody({ selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': children }, totalAmount: children * 9.5 })
    expect((await rest('POST', 'create-booking-payment', { body: body(2) })).status).toBe(201)
    const refused = await rest('POST', 'create-booking-payment', { body: body(2) })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ error: { code: 'slot_full', placesLeft: 1 } })
    expect((await rest('POST', 'create-booking-payment', { body: body(1) })).status).toBe(201)
  })

  it('frees the places of an expired hold', async () => {
    const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: 2 }])
    const body = bookingBody({ selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 2 }, totalAmount: 19 })
    const first = (await rest('POST', 'create-booking-payment', { body })).json as Created
    expect((await rest('POST', 'create-booking-payment', { body })).status).toBe(409)
    await payload.update({
      collection: 'bookings',
      id: first.bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    expect((await rest('POST', 'create-booking-payment', { body })).status).toBe(201)
  })
})

describe('availability calls', () => {
  it('GET /api/calendar/availability/{date} answers { available }', async () => {
    expect((await rest('GET', `calendar/availability/${addBusinessDays(today, 2)}`)).json).toEqual({ available: true })
    expect((await rest('GET', `calendar/availability/${addBusinessDays(today, -1)}`)).json).toEqual({ available: false })
    expect((await rest('GET', 'calendar/availability/2026-13-01')).status).toBe(400)
  })

  it('GET /api/calendar/availability?from=&to= answers a month in one call, with restrictions', async () => {
    const date = addBusinessDays(today, 6)
    await payload.create({ collection: 'session-restrictions', data: { date, timeSlot: '9:30 AM - 3:30 PM', reason: 'Staff training' } })
    const { status, json } = await rest('GET', `calendar/availability?from=${today}&to=${addBusinessMonths(today, 1)}`)
    expect(status).toBe(200)
    const days = (json as { days: { date: string; available: boolean; restricted: string[]; isEventDay: boolean }[] }).days
    expect(days[0]!.date).toBe(today)
    expect(days.find((day) => day.date === date)).toMatchObject({
      available: false,
      restricted: expect.arrayContaining(['9:30 AM - 3:30 PM']),
    })
    expect(days.some((day) => day.isEventDay)).toBe(true)
    await payload.delete({ collection: 'session-restrictions', where: { date: { equals: date } } })
  })

  it('refuses a range backwards or longer than 62 days', async () => {
    expect((await rest('GET', `calendar/availability?from=${addBusinessDays(today, 3)}&to=${today}`)).status).toBe(400)
    expect((await rest('GET', `calendar/availability?from=${today}&to=${addBusinessDays(today, 62)}`)).status).toBe(400)
    expect((await rest('GET', 'calendar/availability?from=today')).status).toBe(400)
  })

  it('GET /api/session-availability counts held places and knows restrictions', async () => {
    const date = await eventDay(payload, [
      { start: '10:00', end: '12:00', capacity: 12 },
      { start: '13:00', end: '15:00', capacity: 12 },
    ])
    await rest('POST', 'create-booking-payment', {
      body: bookingBody({ selectedDate: date, selectedTime: '10:00', ticketQuantities: { 'child-1-12': 3 }, totalAmount: 28.5 }),
    })
    const label = await rest('GET', `session-availability?date=${date}&time=${encodeURIComponent('10:00 AM - 12:00 PM')}`)
    expect(label.json).toEqual({ availableSpots: 9, maxCapacity: 12, isRestricted: false, state: 'low' })
    await payload.create({ collection: 'session-restrictions', data: { date, timeSlot: '13:00', reason: 'Party' } })
    expect((await rest('GET', `session-availability?date=${date}&time=13:00`)).json).toMatchObject({
      availableSpots: 0,
      isRestricted: true,
      state: 'blocked',
    })
    expect((await rest('GET', `session-availability?date=${date}&time=11:00`)).status).toBe(404)
    expect((await rest('GET', `session-availability?date=${date}&time=x`)).status).toBe(400)
  })

  it('GET /api/available-sessions lists the day’s sessions with places left', async () => {
    const { status, json } = await rest('GET', `available-sessions?date=${addBusinessMonths(today, 1)}`)
    expect(status).toBe(200)
    expect(json).toMatchObject({
      open: true,
      isEventDay: false,
      requiresSlot: false,
      arrivalTimes: 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in',
    })
    expect(
      (json as { sessions: { label: string; capacity: number }[] }).sessions.map((session) => [session.label, session.capacity]),
    ).toEqual([
      ['9:30 AM - 11:30 AM', 40],
      ['12:00 PM - 2:00 PM', 40],
      ['2:30 PM - 4:30 PM', 40],
    ])
  })
})

describe('session restrictions are staff-only', () => {
  it('refuses anonymous reads and writes', async () => {
    expect((await rest('GET', 'session-restrictions')).status).toBe(403)
    expect((await rest('POST', 'session-restrictions', { body: { date: today, timeSlot: '09:30', reason: 'x' } })).status).toBe(403)
    expect((await rest('GET', 'bookings')).status).toBe(403)
  })
})
