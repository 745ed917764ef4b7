import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkIn } from '@plugins/checkin'
import { EMAIL_QUEUE } from '@plugins/email'
import { offerFreedPlaces } from '@plugins/waitlist'
import { drizzleOf } from '@/lib/db/postgres'
import { venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody, normalDayOfItsOwn } from '../helpers/booking'
import { fromClient } from '../helpers/clientAddress'
import { workQueue } from '../helpers/jobs'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

/**
 * A full normal day's waiting list (issue 40, docs/adr/0033): the whole day's list, offers made in
 * the transaction that frees places, and the public, the desk and the door leaving the list its places.
 */
let payload: Payload
let staffToken: string
let originalCapacity: number
let turn = 0
const CAPACITY = 3
const SESSIONS = ['09:30', '12:00', '14:30'] as const
const options = { secret: 'unused-in-these-e-mails', siteUrl: 'http://localhost:3000' }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
  originalCapacity = (await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })).capacityPerSlot
  await payload.updateGlobal({ slug: 'booking-settings', data: { capacityPerSlot: CAPACITY }, overrideAccess: true })
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'booking-settings', data: { capacityPerSlot: originalCapacity }, overrideAccess: true })
})

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${turn++}`

/** A public booking of `children` children, optionally in a chosen session; paid at once when asked. */
async function book(date: string, children: number, { time, pay = false }: { time?: string; pay?: boolean } = {}) {
  const name = unique('book')
  const response = await rest('POST', 'create-booking-payment', {
    body: bookingBody({
      selectedDate: date,
      ...(time ? { selectedTime: time } : {}),
      customerEmail: `${name}@test.example`,
      ticketQuantities: { 'child-1-12': children },
      totalAmount: children * 9.5,
    }),
    headers: fromClient(name),
  })
  if (pay && response.status === 201) {
    const { clientSecret } = response.json as { clientSecret: string }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
  }
  return response
}

/** A day of its own with every session full: per session one booking of 2 children and one of 1, paid. */
async function fullDay(): Promise<{ date: string; bookings: Map<string, { two: number; one: number }> }> {
  const date = await normalDayOfItsOwn(payload)
  const bookings = new Map<string, { two: number; one: number }>()
  for (const time of SESSIONS) {
    const two = await book(date, 2, { time, pay: true })
    const one = await book(date, 1, { time, pay: true })
    expect([two.status, one.status]).toEqual([201, 201])
    bookings.set(time, { two: (two.json as { bookingId: number }).bookingId, one: (one.json as { bookingId: number }).bookingId })
  }
  return { date, bookings }
}

async function join(date: string, children: number, overrides: Record<string, unknown> = {}) {
  const name = unique('wait')
  return rest('POST', 'waiting-list', {
    body: {
      selectedDate: date,
      customerName: 'Sam Waiting',
      customerEmail: `${name}@test.example`,
      numberOfChildren: children,
      ...overrides,
    },
    headers: fromClient(name),
  })
}

const cancelByStaff = (bookingId: number) =>
  rest('POST', `bookings/${bookingId}/cancel`, { body: { refund: false, reason: 'Family called' }, token: staffToken })

const entriesOf = async (date: string) =>
  (
    await payload.find({
      collection: 'waiting-list-entries',
      where: { date: { equals: date } },
      sort: ['createdAt', 'id'],
      pagination: false,
      overrideAccess: true,
    })
  ).docs

/** Children holding places per session (paid, arrived or a live hold), straight from the table. */
async function occupiedBySession(date: string): Promise<Map<string, number>> {
  const result = await drizzleOf(payload).execute(sql`
    select slot_start, coalesce(sum(children), 0)::int as children from bookings
    where date = ${date}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))
    group by slot_start`)
  return new Map((result.rows as { slot_start: string; children: number }[]).map((row) => [row.slot_start, Number(row.children)]))
}

async function monthDay(date: string) {
  const { json } = await rest('GET', `calendar/availability?from=${date}&to=${date}`)
  return (json as { days: { date: string; available: boolean; full: boolean }[] }).days[0]!
}

describe('joining a full normal day', () => {
  it('takes the whole day’s list only when no session that suits the family can take its children', async () => {
    const { date } = await fullDay()
    expect(await monthDay(date)).toMatchObject({ available: false, full: true })

    // No session needed on a normal day; times are optional, and checked.
    const backwards = await join(date, 1, { notBefore: '14:00', notAfter: '11:00' })
    expect(backwards.status).toBe(400)
    expect(backwards.json).toMatchObject({ error: { fields: { notAfter: expect.any(String) } } })
    expect((await join(date, 1, { notBefore: '17:00' })).json).toMatchObject({
      error: { fields: { notBefore: expect.stringContaining('3:30 PM') } },
    })
    expect((await join(date, CAPACITY + 1)).json).toMatchObject({
      error: { fields: { numberOfChildren: expect.stringContaining(`at most ${CAPACITY} children`) } },
    })

    const email = `${unique('day')}@test.example`
    const joined = await join(date, 2, { customerEmail: email, notBefore: '11:00', notAfter: '13:00' })
    expect(joined.status, joined.text).toBe(201)
    expect(joined.json).toMatchObject({ joined: true, date, slotStart: null, slotLabel: 'arriving between 11:00 AM and 1:00 PM' })
    expect((await join(date, 2, { customerEmail: email })).status).toBe(201) // the same answer, no second entry
    expect(await entriesOf(date)).toHaveLength(1)
    await workQueue(payload, EMAIL_QUEUE)
    const [mail] = (await payload.find({ collection: 'email-outbox', where: { to: { equals: email } }, overrideAccess: true })).docs
    expect(mail!.subject).toContain('arriving between 11:00 AM and 1:00 PM')
    expect(mail!.text).toContain('/waiting-list/leave?token=')
  })

  it('refuses with 409 and the places left while a session that suits the family has room, writing nothing', async () => {
    const date = await normalDayOfItsOwn(payload)
    expect((await book(date, 2, { time: '09:30', pay: true })).status).toBe(201)
    const refused = await join(date, 1, { notAfter: '10:00' })
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ error: { code: 'session_has_places' } })
    expect(await entriesOf(date)).toHaveLength(0)
    expect(await monthDay(date)).toMatchObject({ available: true, full: false })
  })
})

describe('freed places on a full normal day', () => {
  it('a freed place on a full normal day is offered to the first family that fits, once', async () => {
    const { date, bookings } = await fullDay()
    expect((await join(date, 2)).status).toBe(201) // first in line: will not fit one place
    expect((await join(date, 1, { notBefore: '14:00' })).status).toBe(201) // only the 2:30 PM session suits
    expect((await join(date, 1)).status).toBe(201)

    // One place comes free at 9:30: offered in the cancellation's own transaction, before any job runs.
    expect((await cancelByStaff(bookings.get('09:30')!.one)).status).toBe(200)
    let entries = await entriesOf(date)
    expect(entries.map((entry) => [entry.children, entry.status])).toEqual([
      [2, 'waiting'],
      [1, 'waiting'],
      [1, 'offered'],
    ])
    const offer = await payload.findByID({ collection: 'bookings', id: entries[2]!.offerBookingId!, overrideAccess: true })
    expect(offer).toMatchObject({
      status: 'held',
      source: 'waiting_list',
      children: 1,
      slotStart: '09:30',
      customerEmail: entries[2]!.customerEmail,
    })
    // The offer holds for the CMS's minutes, never past the arrival window's end (3:30 PM that day).
    expect(new Date(offer.holdExpiresAt!).getTime()).toBeLessThanOrEqual(venueInstant(date, '15:30').getTime())
    expect((await occupiedBySession(date)).get('09:30')).toBe(CAPACITY)

    // The job finds nothing more to offer: a place is never offered twice.
    expect((await offerFreedPlaces(payload, options)).offered).toBe(0)
    expect((await entriesOf(date)).filter((entry) => entry.status === 'offered')).toHaveLength(1)

    // Two places at 2:30 PM: the first in line fits now, and the family waiting for the afternoon does not.
    expect((await cancelByStaff(bookings.get('14:30')!.two)).status).toBe(200)
    entries = await entriesOf(date)
    expect(entries.map((entry) => entry.status)).toEqual(['offered', 'waiting', 'offered'])
    const second = await payload.findByID({ collection: 'bookings', id: entries[0]!.offerBookingId!, overrideAccess: true })
    expect(second).toMatchObject({ slotStart: '14:30', children: 2 })
    // The afternoon family keeps its place against the public: nothing is left for a website booking.
    expect((await book(date, 1)).status).toBe(409)

    // Its payment e-mail, the pay-by-link page's.
    await workQueue(payload, EMAIL_QUEUE)
    const mails = (
      await payload.find({ collection: 'email-outbox', where: { to: { equals: entries[0]!.customerEmail } }, overrideAccess: true })
    ).docs
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Pay to confirm/)]))
  })

  it('concurrent cancellations and public bookings never sell around an offer on a normal day', async () => {
    // Every session full: a paid booking of two, and one child held while the family pays.
    const date = await normalDayOfItsOwn(payload)
    const held = new Map<string, number>()
    for (const time of SESSIONS) {
      expect((await book(date, 2, { time, pay: true })).status).toBe(201)
      const one = await book(date, 1, { time })
      expect(one.status).toBe(201)
      held.set(time, (one.json as { bookingId: number }).bookingId)
    }
    const waiting: string[] = []
    for (let index = 0; index < 3; index += 1) {
      const email = `${unique('racer')}@test.example`
      expect((await join(date, 1, { customerEmail: email })).status).toBe(201)
      waiting.push(email)
    }
    let highest = 0
    let sampling = true
    const sampler = (async () => {
      while (sampling) {
        for (const children of (await occupiedBySession(date)).values()) highest = Math.max(highest, children)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    // Three places come free at once, exactly what the three families need: one by staff's
    // cancellation (offered in its transaction) and two by holds running out, which no transaction
    // announces (the job offers them). Six families try the website meanwhile.
    const lapse = (id: number) =>
      payload.update({
        collection: 'bookings',
        id,
        data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
        overrideAccess: true,
      })
    const [cancelled, , sold] = await Promise.all([
      cancelByStaff(held.get('09:30')!),
      Promise.all([lapse(held.get('12:00')!), lapse(held.get('14:30')!)]),
      Promise.all(Array.from({ length: 6 }, () => book(date, 1))),
      offerFreedPlaces(payload, options),
      offerFreedPlaces(payload, options),
    ])
    await offerFreedPlaces(payload, options)
    sampling = false
    await sampler
    expect(cancelled.status).toBe(200)

    // Every family was offered places, each once, and the website sold none of them.
    expect(sold.map((response) => response.status)).toEqual([409, 409, 409, 409, 409, 409])
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['offered', 'offered', 'offered'])
    const offers = await payload.find({
      collection: 'bookings',
      where: { date: { equals: date }, source: { equals: 'waiting_list' } },
      pagination: false,
      overrideAccess: true,
    })
    expect(offers.docs.map((booking) => booking.customerEmail).sort()).toEqual([...waiting].sort())
    expect(highest).toBeLessThanOrEqual(CAPACITY)
    for (const children of (await occupiedBySession(date)).values()) expect(children).toBe(CAPACITY)
  })

  it('the desk and a reseat at the door leave the day’s list its places; a refund and a capacity raised are offered at once', async () => {
    const { date, bookings } = await fullDay()
    expect((await join(date, 2)).status).toBe(201)
    // A refund frees one place at noon: too few for the family of two, who keep it against everyone else.
    await payload.update({ collection: 'bookings', id: bookings.get('12:00')!.one, data: { status: 'refunded' }, overrideAccess: true })
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['waiting'])

    const desk = await rest('POST', 'admin/bookings', {
      body: bookingBody({
        selectedDate: date,
        customerEmail: `${unique('desk')}@test.example`,
        ticketQuantities: { 'child-1-12': 1 },
        totalAmount: 9.5,
        payment: 'in_store',
      }),
      token: staffToken,
    })
    expect(desk.status, desk.text).toBe(409)

    // A family booked at 9:30 arrives at 12:30: the noon session's free place is the waiting family's.
    const { waiverVersion } = await payload.findGlobal({ slug: 'kiosk-settings', overrideAccess: true })
    const arrival = {
      bookingId: bookings.get('09:30')!.one,
      actor: { kind: 'user' as const, id: null, label: 'waiting-list test' },
      waiverVersion: waiverVersion ?? 0,
      numberPlate: null,
      parkingAgreed: true,
      now: venueInstant(date, '12:30'),
    }
    expect(await checkIn(await createLocalReq({}, payload), arrival)).toMatchObject({ status: 'refused', code: 'session_full' })

    // The refund and the first arrival's places together fit the family once another place frees: offered at once.
    await payload.update({ collection: 'bookings', id: bookings.get('12:00')!.two, data: { status: 'refunded' }, overrideAccess: true })
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['offered'])

    // Capacity raised in Booking settings: offered in the save's own transaction.
    expect((await join(date, 2)).status).toBe(201)
    await payload.updateGlobal({ slug: 'booking-settings', data: { capacityPerSlot: CAPACITY + 2 }, overrideAccess: true })
    try {
      expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['offered', 'offered'])
    } finally {
      await payload.updateGlobal({ slug: 'booking-settings', data: { capacityPerSlot: CAPACITY }, overrideAccess: true })
    }
  })
})

describe('the whole day’s list closes', () => {
  it('closes each family’s entry after the last minute it could arrive, and tells it', async () => {
    const { date } = await fullDay()
    const early = `${unique('early')}@test.example`
    expect((await join(date, 1, { customerEmail: early, notAfter: '11:00' })).status).toBe(201)
    expect((await join(date, 1)).status).toBe(201)
    await offerFreedPlaces(payload, options, new Date(venueInstant(date, '11:00').getTime() + 30_000))
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['waiting', 'waiting'])
    const run = await offerFreedPlaces(payload, options, new Date(venueInstant(date, '11:01').getTime() + 1_000))
    expect(run.closed).toBeGreaterThanOrEqual(1)
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['closed', 'waiting'])
    await offerFreedPlaces(payload, options, new Date(venueInstant(date, '15:31').getTime() + 1_000))
    expect((await entriesOf(date)).map((entry) => entry.status)).toEqual(['closed', 'closed'])
    await workQueue(payload, EMAIL_QUEUE)
    const mails = (await payload.find({ collection: 'email-outbox', where: { to: { equals: early } }, overrideAccess: true })).docs
    expect(mails.map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining('has closed')]))
  })
})
