import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { manageToken } from '@plugins/booking/domain/manageToken'
import { offerFreedPlaces, offerSession } from '@plugins/waitlist'
import { EMAIL_QUEUE } from '@plugins/email'
import { venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody, setEventSessionCapacity, sharedEventSession } from '../helpers/booking'
import { fromClient } from '../helpers/clientAddress'
import { workQueue } from '../helpers/jobs'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let staffToken: string
let turn = 0
const options = { secret: 'unused-in-these-e-mails', siteUrl: 'http://localhost:3000' }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})

const unique = (label: string) => `${label}-${Date.now().toString(36)}-${turn++}`
const db = () => drizzleOf(payload)

/** A session of its own for each test, with the capacity it needs, on the event day the test files share. */
type Session = { date: string; time: string }
const session = (capacity: number): Promise<Session> => sharedEventSession(payload, capacity)
const setCapacity = (target: Session, capacity: number) => setEventSessionCapacity(payload, target, capacity)

/** A public booking of `children` children (held, as the website leaves it until paid). */
async function book(target: Session, children: number) {
  const name = unique('book')
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

async function join(target: Session, children: number, overrides: Record<string, unknown> = {}) {
  const name = unique('wait')
  return rest('POST', 'waiting-list', {
    body: {
      selectedDate: target.date,
      selectedTime: target.time,
      customerName: 'Sam Waiting',
      customerEmail: `${name}@test.example`,
      numberOfChildren: children,
      ...overrides,
    },
    headers: fromClient(name),
  })
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

const bookingIdOf = (response: { json: unknown }) => (response.json as { bookingId: number }).bookingId

const releaseHold = (id: number) =>
  payload.update({ collection: 'bookings', id, data: { holdExpiresAt: new Date(Date.now() - 1000).toISOString() }, overrideAccess: true })

async function sessionPlaces(target: Session): Promise<number> {
  const { json } = await rest('GET', `session-availability?date=${target.date}&time=${target.time}`)
  return (json as { availableSpots: number }).availableSpots
}

async function occupied(target: Session): Promise<number> {
  const result = await db().execute(sql`
    select coalesce(sum(children), 0)::int as children from bookings
    where date = ${target.date} and slot_start = ${target.time}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))`)
  return Number((result.rows[0] as { children: number }).children)
}

async function outbox(to: string) {
  await workQueue(payload, EMAIL_QUEUE)
  return (await payload.find({ collection: 'email-outbox', where: { to: { equals: to } }, sort: 'createdAt', overrideAccess: true })).docs
}

describe('joining and leaving the waiting list', () => {
  it('refuses with 409 a session that still has places for the children, writing nothing', async () => {
    const s = await session(4)
    const refused = await join(s, 2)
    expect(refused.status).toBe(409)
    expect(refused.json).toMatchObject({ error: { code: 'session_has_places' } })
    expect(await entriesOf(s)).toHaveLength(0)
  })

  it('joins a full session, e-mails the family a leave link, and the link takes them off the list', async () => {
    const s = await session(3)
    const { date } = s
    expect((await book(s, 3)).status).toBe(201)
    const email = `${unique('joiner')}@test.example`
    const joined = await join(s, 3, { customerEmail: email })
    expect(joined.status).toBe(201)
    expect(joined.json).toMatchObject({ joined: true, date, slotStart: s.time, numberOfChildren: 3 })
    const [entry] = await entriesOf(s)
    expect(entry).toMatchObject({ status: 'waiting', children: 3, customerEmail: email })

    // The same address again: the same answer, no second entry, no second e-mail.
    expect((await join(s, 3, { customerEmail: email })).status).toBe(201)
    expect(await entriesOf(s)).toHaveLength(1)
    const mails = await outbox(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain('You are on the waiting list')
    const token = decodeURIComponent(/waiting-list\/leave\?token=([^"\s&<]+)/.exec(mails[0]!.text ?? '')![1]!)

    expect((await rest('POST', 'waiting-list/leave', { body: { token: `${token.slice(0, -2)}xx` } })).status).toBe(400)
    const left = await rest('POST', 'waiting-list/leave', { body: { token } })
    expect(left.status).toBe(200)
    expect(left.json).toMatchObject({ left: true, date, slotStart: s.time })
    expect((await entriesOf(s))[0]).toMatchObject({ status: 'left' })
    // Leaving twice is still a success.
    expect((await rest('POST', 'waiting-list/leave', { body: { token } })).status).toBe(200)
  })

  it('answers bad input with 400 and field messages, and a blocked or unknown session with 4xx', async () => {
    const s = await session(1)
    const { date } = s
    const bad = await join(s, 0, { customerEmail: 'nope', customerName: 'A' })
    expect(bad.status).toBe(400)
    expect(bad.json).toMatchObject({
      error: {
        code: 'validation_failed',
        fields: { customerEmail: expect.any(String), numberOfChildren: expect.any(String), customerName: expect.any(String) },
      },
    })
    expect((await join(s, 1, { selectedTime: '04:30' })).status).toBe(400)
    // More children than the session ever takes: no place could ever be offered.
    expect((await join(s, 2)).json).toMatchObject({
      error: { fields: { numberOfChildren: expect.stringContaining('at most 1 child.') } },
    })
    await payload.create({
      collection: 'session-restrictions',
      data: { date, timeSlot: s.time, reason: 'Private hire' },
      overrideAccess: true,
    })
    expect((await join(s, 1)).json).toMatchObject({ error: { code: 'session_blocked' } })
    await payload.delete({
      collection: 'session-restrictions',
      where: { date: { equals: date }, timeSlot: { equals: s.time } },
      overrideAccess: true,
    })
    expect(await entriesOf(s)).toHaveLength(0)
  })

  it('limits joins per client (each sends an e-mail to the address given): the 11th in an hour is 429, writing nothing', async () => {
    const full = await session(1)
    expect((await book(full, 1)).status).toBe(201)
    const client = fromClient(unique('many-joins'))
    const attempt = (index: number) =>
      rest('POST', 'waiting-list', {
        body: {
          selectedDate: full.date,
          selectedTime: full.time,
          customerName: 'Sam Many',
          customerEmail: `${unique(`many-${index}`)}@test.example`,
          numberOfChildren: 1,
        },
        headers: client,
      })
    for (let index = 0; index < 10; index++) expect((await attempt(index)).status).toBe(201)
    const refused = await attempt(10)
    expect(refused.status, refused.text).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((refused.json as { error: { code: string } }).error.code).toBe('rate_limited')
    expect(await entriesOf(full)).toHaveLength(10)
    // Another client is not held back.
    expect((await join(full, 1)).status).toBe(201)
  })

  it('refuses new entries when the manager has turned the waiting list off', async () => {
    const s = await session(1)
    await payload.updateGlobal({ slug: 'waiting-list-settings', data: { enabled: false }, overrideAccess: true })
    try {
      expect((await join(s, 3)).json).toMatchObject({ error: { code: 'waiting_list_off' } })
    } finally {
      await payload.updateGlobal({ slug: 'waiting-list-settings', data: { enabled: true }, overrideAccess: true })
    }
  })
})

describe('freed places go to the waiting list first', () => {
  it('the public counts waiting children as taken, so a freed place stays FULL to the public', async () => {
    const s = await session(3)
    const { date } = s
    const first = await book(s, 2)
    expect((await book(s, 1)).status).toBe(201)
    expect((await join(s, 2)).status).toBe(201)
    await releaseHold(bookingIdOf(first))
    // Two places are free, but promised to the family waiting for two.
    expect(await sessionPlaces(s)).toBe(0)
    const { json } = await rest('GET', `session-availability?date=${date}&time=${s.time}`)
    expect(json).toMatchObject({ state: 'full' })
    expect((await book(s, 1)).json).toMatchObject({ error: { code: 'slot_full' } })
  })

  it('a family moving their booking leaves a session’s promised places to its list; staff may still move them in', async () => {
    const s = await session(3)
    // Another session of the day first: a capacity change on the day offers its freed places at once (ADR 0033).
    const other = await session(4)
    const first = await book(s, 2)
    expect((await book(s, 1)).status).toBe(201)
    expect((await join(s, 2)).status).toBe(201)
    await releaseHold(bookingIdOf(first))
    // A paid booking for 2 in the other session, moving by its manage link.
    const made = await book(other, 2)
    expect(made.status).toBe(201)
    const { clientSecret, bookingId } = made.json as { clientSecret: string; bookingId: number }
    expect((await rest('POST', 'payments/test/confirm', { body: { clientSecret } })).status).toBe(200)
    const target = { selectedDate: s.date, selectedTime: s.time }

    const family = await rest('POST', 'bookings/move', { body: { token: manageToken(payload.config.secret, bookingId), ...target } })
    expect(family.status, JSON.stringify(family.json)).toBe(409)
    expect(family.json).toMatchObject({ error: { code: 'session_full' } })
    expect(await payload.findByID({ collection: 'bookings', id: bookingId, overrideAccess: true })).toMatchObject({ slotStart: other.time })
    expect(await occupied(s)).toBe(1)

    const staff = await rest('POST', `admin/bookings/${bookingId}/move`, {
      body: { reason: 'Family asked at the desk', ...target },
      token: staffToken,
    })
    expect(staff.status, JSON.stringify(staff.json)).toBe(200)
    expect(await occupied(s)).toBe(3)
  })

  it('offers freed places in the order families joined, to the first whose children fit, holding them with a pay link', async () => {
    const s = await session(4)
    const { date } = s
    const big = await book(s, 3)
    expect((await book(s, 1)).status).toBe(201)
    expect((await join(s, 4)).status).toBe(201) // first in line, but 4 will not fit in 3
    expect((await join(s, 2)).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201) // no place left for this one
    await releaseHold(bookingIdOf(big))

    expect(await offerSession(payload, date, s.time)).toBe(2)
    const entries = await entriesOf(s)
    expect(entries.map((entry) => [entry.children, entry.status])).toEqual([
      [4, 'waiting'],
      [2, 'offered'],
      [1, 'offered'],
      [1, 'waiting'],
    ])
    const offer = await payload.findByID({ collection: 'bookings', id: entries[1]!.offerBookingId!, overrideAccess: true })
    expect(offer).toMatchObject({
      status: 'held',
      source: 'waiting_list',
      children: 2,
      customerEmail: entries[1]!.customerEmail,
      finalAmountPence: 1900,
    })
    // The offer holds for the CMS's 120 minutes (the session is days away).
    const holdMinutes = (new Date(offer.holdExpiresAt!).getTime() - new Date(entries[1]!.offeredAt!).getTime()) / 60_000
    expect(holdMinutes).toBe(120)
    expect(await occupied(s)).toBe(4)
    const mails = await outbox(entries[1]!.customerEmail)
    const payMail = mails.find((mail) => mail.subject.startsWith('Pay to confirm'))
    expect(mails).toHaveLength(2)
    expect(payMail!.text).toContain('/booking/pay?token=')
    expect(payMail!.html).toContain('Places have come free for you')
    // Offering again finds nothing to offer: a place is never offered twice.
    expect(await offerSession(payload, date, s.time)).toBe(0)
  })

  it('passes an unanswered offer to the next in line, and marks a paid offer booked', async () => {
    const s = await session(2)
    const full = await book(s, 2)
    for (let index = 0; index < 3; index += 1) expect((await join(s, 2)).status).toBe(201)
    await releaseHold(bookingIdOf(full))
    await offerFreedPlaces(payload, options)
    let entries = await entriesOf(s)
    expect(entries.map((entry) => entry.status)).toEqual(['offered', 'waiting', 'waiting'])

    await releaseHold(entries[0]!.offerBookingId!) // the first family never paid
    await offerFreedPlaces(payload, options)
    entries = await entriesOf(s)
    expect(entries.map((entry) => entry.status)).toEqual(['expired', 'offered', 'waiting'])

    await payload.update({
      collection: 'bookings',
      id: entries[1]!.offerBookingId!,
      data: { status: 'paid', paidAt: new Date().toISOString() },
      overrideAccess: true,
    })
    await offerFreedPlaces(payload, options)
    entries = await entriesOf(s)
    expect(entries.map((entry) => entry.status)).toEqual(['expired', 'booked', 'waiting'])
  })

  it('offers places at once when staff raise the capacity or remove a block, in the change’s transaction', async () => {
    const s = await session(1)
    const { date } = s
    expect((await book(s, 1)).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201)
    await payload.create({
      collection: 'session-restrictions',
      data: { date, timeSlot: s.time, reason: 'Deep clean' },
      overrideAccess: true,
    })
    // Raised while blocked: nothing to offer yet.
    await setCapacity(s, 3)
    expect((await entriesOf(s)).map((entry) => entry.status)).toEqual(['waiting', 'waiting'])
    await payload.delete({
      collection: 'session-restrictions',
      where: { date: { equals: date }, timeSlot: { equals: s.time } },
      overrideAccess: true,
    })
    expect((await entriesOf(s)).map((entry) => entry.status)).toEqual(['offered', 'offered'])
    expect(await offerSession(payload, date, s.time)).toBe(0)

    const t = await session(1)
    expect((await book(t, 1)).status).toBe(201)
    expect((await join(t, 1)).status).toBe(201)
    await setCapacity(t, 2)
    expect((await entriesOf(t)).map((entry) => entry.status)).toEqual(['offered'])
  })
})

describe('staff and the waiting list', () => {
  it('lists each session’s families in order and removes an entry (staff only, audited)', async () => {
    const s = await session(2)
    const { date } = s
    expect((await book(s, 2)).status).toBe(201)
    expect((await join(s, 2)).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201)
    expect((await rest('GET', `admin/waiting-list?date=${date}`)).status).toBe(401)
    const listed = await rest('GET', `admin/waiting-list?date=${date}`, { token: staffToken })
    expect(listed.status).toBe(200)
    const list = (
      listed.json as {
        sessions: { slotStart: string; waitingChildren: number; entries: { id: number; position: number; children: number }[] }[]
      }
    ).sessions.find((candidate) => candidate.slotStart === s.time)
    expect(list).toMatchObject({ slotStart: s.time, waitingChildren: 3 })
    expect(list!.entries.map((entry) => [entry.position, entry.children])).toEqual([
      [1, 2],
      [2, 1],
    ])
    const kiosk = await createUser(payload, ['kiosk'])
    const kioskToken = await loginToken(kiosk.email, kiosk.password)
    expect((await rest('POST', `admin/waiting-list/${list!.entries[0]!.id}/remove`, { token: kioskToken })).status).toBe(403)
    const removed = await rest('POST', `admin/waiting-list/${list!.entries[0]!.id}/remove`, { token: staffToken })
    expect(removed.status).toBe(200)
    expect((await rest('POST', `admin/waiting-list/${list!.entries[0]!.id}/remove`, { token: staffToken })).status).toBe(409)
    expect((await entriesOf(s)).map((entry) => entry.status)).toEqual(['removed', 'waiting'])
    const audit = await payload.find({
      collection: 'audit-log',
      where: { action: { equals: 'waiting_list_removed' }, recordId: { equals: String(list!.entries[0]!.id) } },
      overrideAccess: true,
    })
    expect(audit.totalDocs).toBe(1)
  })
})

describe('personal data', () => {
  it('an erasure of the address deletes its waiting-list entries and the audit entries that name them', async () => {
    const s = await session(1)
    const { date } = s
    expect((await book(s, 1)).status).toBe(201)
    const email = `${unique('erase')}@test.example`
    expect((await join(s, 1, { customerEmail: email })).status).toBe(201)
    expect((await join(s, 1)).status).toBe(201)
    const [mine] = await entriesOf(s)
    expect((await rest('POST', `admin/waiting-list/${mine!.id}/remove`, { token: staffToken })).status).toBe(200)
    const admin = await createUser(payload, ['admin'])
    const exported = await rest('GET', `admin/customers/export?email=${encodeURIComponent(email)}`, {
      token: await loginToken(admin.email, admin.password),
    })
    expect(exported.status).toBe(200)
    expect((exported.json as { waitingList: unknown[] }).waitingList).toEqual([
      expect.objectContaining({ customer_email: email, date, slot_label: mine!.slotLabel, status: 'removed' }),
    ])
    const erased = await rest('POST', 'admin/customers/erase', {
      token: await loginToken(admin.email, admin.password),
      body: { email: email.toUpperCase() },
    })
    expect(erased.status).toBe(200)
    expect(erased.json).toMatchObject({ erased: { waitingListEntries: 1, auditEntries: 1 } })
    expect((await entriesOf(s)).map((entry) => entry.customerEmail)).not.toContain(email)
    expect(await entriesOf(s)).toHaveLength(1)
  })
})

describe('the list closes when the session starts', () => {
  it('closes the entries still waiting at the start and tells each family', async () => {
    const s = await session(1)
    const { date } = s
    expect((await book(s, 1)).status).toBe(201)
    const email = `${unique('closing')}@test.example`
    expect((await join(s, 1, { customerEmail: email })).status).toBe(201)
    const atStart = new Date(venueInstant(date, s.time).getTime() + 60_000)
    const run = await offerFreedPlaces(payload, options, atStart)
    expect(run.closed).toBeGreaterThanOrEqual(1)
    expect((await entriesOf(s))[0]).toMatchObject({ status: 'closed' })
    const mails = await outbox(email)
    // Both queued e-mails may be sent in the same run of the queue: compare them in a fixed order.
    expect(mails.map((mail) => mail.subject).sort()).toEqual([expect.stringContaining('has closed'), expect.stringContaining('You are on')])
  })
})
