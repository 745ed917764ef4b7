import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { offerSession } from '@plugins/waitlist'
import { seed } from '@/seed/seed'
import { bookingBody, sharedEventSession } from '../helpers/booking'
import { fromClient } from '../helpers/clientAddress'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

// Real concurrent requests against one database (ADR 0026): cancellations, the offer job and public
// bookings race for one session's places. Under the slot lock the session is never over capacity
// at any moment (sampled while the race runs), and no place is offered to two families.

let payload: Payload
let staffToken: string
let turn = 0

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${turn++}`
const db = () => drizzleOf(payload)

/** A session of its own on the event day the test files share (the booking window's free dates are few). */
type Session = { date: string; time: string }
const session = (capacity: number): Promise<Session> => sharedEventSession(payload, capacity)

async function book(target: Session, children: number) {
  const name = unique('race-book')
  return rest('POST', 'create-booking-payment', {
    body: bookingBody({
      selectedDate: target.date,
      selectedTime: target.time,
      customerEmail: `${name}@test.example`,
      ticketQuantities: { 'child-1-12': children },
      totalAmount: children * 9.5,
    }),
    headers: fromClient(name),
  })
}

async function join(target: Session, children: number) {
  const name = unique('race-wait')
  const { status } = await rest('POST', 'waiting-list', {
    body: {
      selectedDate: target.date,
      selectedTime: target.time,
      customerName: 'Race Family',
      customerEmail: `${name}@test.example`,
      numberOfChildren: children,
    },
    headers: fromClient(name),
  })
  expect(status).toBe(201)
}

async function occupied(target: Session): Promise<number> {
  const result = await db().execute(sql`
    select coalesce(sum(children), 0)::int as children from bookings
    where date = ${target.date} and slot_start = ${target.time}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))`)
  return Number((result.rows[0] as { children: number }).children)
}

/** Counts the session's occupied places over and over until `race` settles; the highest count seen. */
async function highestWhile<T>(target: Session, race: Promise<T>): Promise<{ result: T; highest: number }> {
  let done = false
  let highest = 0
  const sampler = (async () => {
    while (!done) {
      highest = Math.max(highest, await occupied(target))
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
  })()
  const result = await race.finally(() => {
    done = true
  })
  await sampler
  return { result, highest: Math.max(highest, await occupied(target)) }
}

const entriesOf = async (target: Session) =>
  (
    await payload.find({
      collection: 'waiting-list-entries',
      where: { date: { equals: target.date }, slotStart: { equals: target.time } },
      sort: 'createdAt',
      pagination: false,
      overrideAccess: true,
    })
  ).docs

async function offersOf(target: Session) {
  return (
    await payload.find({
      collection: 'bookings',
      where: { date: { equals: target.date }, slotStart: { equals: target.time }, source: { equals: 'waiting_list' } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs
}

describe('waiting list under concurrency', () => {
  it('concurrent cancellations, offers and public bookings: no moment over capacity, no place offered twice, freed places go to the list', async () => {
    const capacity = 6
    const s = await session(capacity)
    const { date } = s
    const held = []
    for (let index = 0; index < 3; index += 1) {
      const response = await book(s, 2)
      expect(response.status).toBe(201)
      held.push((response.json as { bookingId: number }).bookingId)
    }
    for (const children of [1, 2, 1, 2]) await join(s, children)

    const { result, highest } = await highestWhile(
      s,
      Promise.all([
        ...held.slice(0, 2).map((id) => rest('POST', `bookings/${id}/cancel`, { body: { refund: false }, token: staffToken })),
        ...Array.from({ length: 3 }, () => offerSession(payload, date, s.time)),
        ...Array.from({ length: 6 }, () => book(s, 1)),
      ]),
    )
    await offerSession(payload, date, s.time)

    const cancellations = result.slice(0, 2) as { status: number }[]
    const publicBookings = result.slice(5) as { status: number }[]
    expect(cancellations.map((response) => response.status)).toEqual([200, 200])
    expect(highest).toBeLessThanOrEqual(capacity)
    expect(await occupied(s)).toBeLessThanOrEqual(capacity)
    // Four places came free and six children were waiting for them: the public got none.
    expect(publicBookings.filter((response) => response.status === 201)).toHaveLength(0)

    const entries = await entriesOf(s)
    expect(entries.map((entry) => [entry.children, entry.status])).toEqual([
      [1, 'offered'],
      [2, 'offered'],
      [1, 'offered'],
      [2, 'waiting'],
    ])
    const offers = await offersOf(s)
    expect(offers).toHaveLength(3)
    expect(new Set(offers.map((offer) => offer.customerEmail)).size).toBe(3)
    expect(new Set(entries.map((entry) => entry.offerBookingId).filter(Boolean)).size).toBe(3)
    expect(await occupied(s)).toBe(capacity)
  })

  it('concurrent offer jobs never offer a place twice, nor more places than came free', async () => {
    const s = await session(4)
    const { date } = s
    const full = await book(s, 4)
    expect(full.status).toBe(201)
    for (let index = 0; index < 6; index += 1) await join(s, 1)
    await payload.update({
      collection: 'bookings',
      id: (full.json as { bookingId: number }).bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })

    const { result, highest } = await highestWhile(s, Promise.all(Array.from({ length: 5 }, () => offerSession(payload, date, s.time))))
    expect(result.reduce((sum, offered) => sum + offered, 0)).toBe(4)
    expect(highest).toBeLessThanOrEqual(4)
    const entries = await entriesOf(s)
    expect(entries.map((entry) => entry.status)).toEqual(['offered', 'offered', 'offered', 'offered', 'waiting', 'waiting'])
    const offers = await offersOf(s)
    expect(offers).toHaveLength(4)
    expect(new Set(offers.map((offer) => offer.customerEmail)).size).toBe(4)
  })

  it('concurrent public bookings and joins around a held offer never sell the offered places', async () => {
    const s = await session(3)
    const { date } = s
    const full = await book(s, 3)
    await join(s, 2)
    await payload.update({
      collection: 'bookings',
      id: (full.json as { bookingId: number }).bookingId,
      data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() },
      overrideAccess: true,
    })
    // Two places are offered while the public and new joiners race for the three free ones.
    const { result, highest } = await highestWhile(
      s,
      Promise.all([offerSession(payload, date, s.time), ...Array.from({ length: 6 }, () => book(s, 1))]),
    )
    expect(highest).toBeLessThanOrEqual(3)
    const publicWins = (result.slice(1) as { status: number }[]).filter((response) => response.status === 201)
    expect(publicWins.length).toBeLessThanOrEqual(1)
    expect((await entriesOf(s))[0]).toMatchObject({ status: 'offered' })
    expect(await occupied(s)).toBe(3)
  })
})
