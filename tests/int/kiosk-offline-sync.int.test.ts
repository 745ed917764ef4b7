import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { KioskSyncAttentionItem, OfflineSyncAnswer } from '@plugins/checkin/contract'
import { venueInstant } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { currentWaiverVersion, freezeAt, newKey, paidBooking, privateDay, signedInDevice, walkInBody } from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { at, checkInItem, results, sync, visitsOf as visitsOfBooking } from '../helpers/offlineSync'

let payload: Payload
let staff: { email: string; password: string }
let admin: { email: string; password: string }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  staff = await createUser(payload, ['staff'])
  admin = await createUser(payload, ['admin'])
})

// Signed in on the test's clock (set years ahead), so the session is valid then.
const staffToken = () => loginToken(staff.email, staff.password)
const adminToken = () => loginToken(admin.email, admin.password)

afterEach(() => {
  vi.useRealTimers()
})

// Every test on a date of its own, years ahead, with the clock set to it (a base no other file uses:
// flexible-arrival and staff-dashboard take their days from 2032-03-01 in the same database).
const day = () => privateDay('2035-09-03')

type Result = OfflineSyncAnswer['results'][number]

const bookingOf = (id: number) => payload.findByID({ collection: 'bookings', id, depth: 0, overrideAccess: true })
const visitsOf = (bookingId: number) => visitsOfBooking(payload, bookingId)
const syncRows = async (key: string) =>
  (await payload.find({ collection: 'kiosk-sync-items', where: { idempotencyKey: { equals: key } }, depth: 0, overrideAccess: true })).docs
const syncRowsOf = async (bookingId: number) =>
  (await payload.find({ collection: 'kiosk-sync-items', where: { booking: { equals: bookingId } }, depth: 0, overrideAccess: true })).docs
const needsAttention = async () => {
  const { status, json } = await rest('GET', 'admin/needs-attention', { token: await staffToken() })
  expect(status).toBe(200)
  return (json as { offlineCheckIns: { total: number; items: KioskSyncAttentionItem[] } }).offlineCheckIns
}

describe('POST /api/check-in/sync: what a door tablet recorded offline (ADR 0030)', () => {
  it('applies a check-in and a check-out at the tablet’s times, once, however often the tablet resends them', async () => {
    const date = day()
    freezeAt(date, '11:05')
    const device = await signedInDevice(payload, 'Offline door')
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date, { name: 'Offline Family' })
    const checkIn = checkInItem(booking.id, version, at(date, '09:25'))
    const checkOut = { kind: 'check_out', key: newKey(), happenedAt: at(date, '10:55'), ticketId: booking.id }

    const first = await sync(device.token, [checkIn, checkOut])
    expect(first.status, JSON.stringify(first.json)).toBe(200)
    expect(results(first.json)).toEqual<Result[]>([
      { key: checkIn.key, outcome: 'applied', code: null, message: null, replayed: false },
      { key: checkOut.key, outcome: 'applied', code: null, message: null, replayed: false },
    ])
    const after = await bookingOf(booking.id)
    expect(after).toMatchObject({ status: 'checked_out', checkedInAt: at(date, '09:25'), checkedOutAt: at(date, '10:55') })
    const visits = await visitsOf(booking.id)
    expect(visits.map((visit) => [visit.action, visit.at, visit.actorLabel])).toEqual(
      expect.arrayContaining([
        ['check_in', at(date, '09:25'), 'Offline door'],
        ['check_out', at(date, '10:55'), 'Offline door'],
      ]),
    )
    expect(visits).toHaveLength(2)

    // The answer was lost: the tablet sends the same items again.
    const again = await sync(device.token, [checkIn, checkOut])
    expect(results(again.json).map((result) => [result.outcome, result.replayed])).toEqual([
      ['applied', true],
      ['applied', true],
    ])
    expect(await visitsOf(booking.id)).toHaveLength(2)
    expect(await syncRows(checkIn.key)).toHaveLength(1)
  })

  it('takes the tablet’s time within a small skew of ours, and refuses one too far ahead or on another day', async () => {
    const date = day()
    freezeAt(date, '10:00')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const ahead = await paidBooking(date)
    const slightlyAhead = await paidBooking(date)
    const yesterday = await paidBooking(date)
    const aheadItem = checkInItem(ahead.id, version, at(date, '10:05'))
    const skewItem = checkInItem(slightlyAhead.id, version, at(date, '10:01'))
    const lateItem = checkInItem(yesterday.id, version, new Date(venueInstant(date, '00:00').getTime() - 60_000).toISOString())

    const { json } = await sync(device.token, [aheadItem, skewItem, lateItem])
    expect(results(json).map((result) => [result.outcome, result.code])).toEqual([
      ['refused', 'time_in_future'],
      ['applied', null],
      ['refused', 'time_outside_day'],
    ])
    expect((await bookingOf(ahead.id)).status).toBe('paid')
    expect((await bookingOf(slightlyAhead.id)).checkedInAt).toBe(at(date, '10:01'))
    expect((await bookingOf(yesterday.id)).status).toBe('paid')
    const [refusal] = await syncRows(aheadItem.key)
    expect(refusal).toMatchObject({ outcome: 'refused', needsAttention: true, booking: ahead.id })
  })

  it('keeps the first visit when two tablets checked the same family in offline, and flags the other as a duplicate attempt', async () => {
    const date = day()
    freezeAt(date, '10:30')
    const front = await signedInDevice(payload, 'Front door')
    const side = await signedInDevice(payload, 'Side door')
    const version = await currentWaiverVersion(front.token)
    const booking = await paidBooking(date, { name: 'Twice Seen' })

    const fromFront = checkInItem(booking.id, version, at(date, '09:31'))
    const fromSide = checkInItem(booking.id, version, at(date, '09:33'))
    expect(results((await sync(front.token, [fromFront])).json)[0]).toMatchObject({ outcome: 'applied' })
    expect(results((await sync(side.token, [fromSide])).json)[0]).toMatchObject({
      outcome: 'duplicate_attempt',
      code: 'already_checked_in',
    })

    expect(await bookingOf(booking.id)).toMatchObject({ status: 'checked_in', checkedInAt: at(date, '09:31') })
    expect((await visitsOf(booking.id)).filter((visit) => visit.action === 'check_in')).toHaveLength(1)
    const flagged = (await needsAttention()).items.find((item) => item.bookingId === booking.id)
    expect(flagged).toMatchObject({
      outcome: 'duplicate_attempt',
      device: 'Side door',
      customerName: 'Twice Seen',
      happenedAt: at(date, '09:33'),
    })
  })

  it('gives one visit when four tablets send the same family’s check-in at once, and the other three are duplicate attempts', async () => {
    const date = day()
    freezeAt(date, '10:35')
    const tablets = await Promise.all(['A', 'B', 'C', 'D'].map((name) => signedInDevice(payload, `Door ${name}`)))
    const version = await currentWaiverVersion(tablets[0]!.token)
    const booking = await paidBooking(date, { name: 'Busy Door' })

    const answers = await Promise.all(
      tablets.map((tablet, index) => sync(tablet.token, [checkInItem(booking.id, version, at(date, `09:4${index}`))])),
    )
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
    const outcomes = answers.map((answer) => results(answer.json)[0]!.outcome).sort()
    expect(outcomes).toEqual(['applied', 'duplicate_attempt', 'duplicate_attempt', 'duplicate_attempt'])
    expect((await visitsOf(booking.id)).filter((visit) => visit.action === 'check_in')).toHaveLength(1)
    expect((await syncRowsOf(booking.id)).filter((row) => row.needsAttention)).toHaveLength(3)
  })

  it('answers one batch sent twice at once the same, applying it once', async () => {
    const date = day()
    freezeAt(date, '10:50')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    const items = [checkInItem(booking.id, version, at(date, '10:44'))]

    const [first, second] = await Promise.all([sync(device.token, items), sync(device.token, items)])
    const both = [results(first.json)[0]!, results(second.json)[0]!]
    expect(both.map((result) => result.outcome)).toEqual(['applied', 'applied'])
    expect(both.map((result) => result.replayed).sort()).toEqual([false, true])
    expect(await visitsOf(booking.id)).toHaveLength(1)
    expect(await syncRows(items[0]!.key)).toHaveLength(1)
  })

  it('refuses a family whose booking was cancelled or refunded meanwhile, and tells staff who came and when', async () => {
    const date = day()
    freezeAt(date, '10:40')
    const device = await signedInDevice(payload, 'Front door')
    const version = await currentWaiverVersion(device.token)
    const cancelled = await paidBooking(date, { name: 'Cancelled Meanwhile' })
    expect((await rest('POST', `bookings/${cancelled.id}/cancel`, { token: await adminToken(), body: { refund: false } })).status).toBe(200)

    const item = checkInItem(cancelled.id, version, at(date, '09:40'))
    expect(results((await sync(device.token, [item])).json)[0]).toMatchObject({ outcome: 'refused', code: 'not_paid' })
    expect((await bookingOf(cancelled.id)).status).toBe('cancelled')
    expect(await visitsOf(cancelled.id)).toHaveLength(0)
    const flagged = (await needsAttention()).items.find((entry) => entry.bookingId === cancelled.id)
    expect(flagged).toMatchObject({
      outcome: 'refused',
      customerName: 'Cancelled Meanwhile',
      device: 'Front door',
      happenedAt: at(date, '09:40'),
    })
  })

  it('keeps a walk-in taken offline that now overfills its session, flagged; applies one that fits', async () => {
    const date = day()
    await payload.create({
      collection: 'special-days',
      data: {
        date,
        label: 'Small day',
        event: { title: 'Tiny session', slots: [{ start: '10:00', end: '12:00', capacity: 3 }], defaultSlotStart: '10:00' },
      },
      overrideAccess: true,
    })
    freezeAt(date, '10:45')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const fits = {
      kind: 'walk_in',
      key: newKey(),
      happenedAt: at(date, '10:10'),
      ...walkInBody(version, { customerName: 'Fits In', numberOfChildren: 2 }),
    }
    const over = {
      kind: 'walk_in',
      key: newKey(),
      happenedAt: at(date, '10:20'),
      ...walkInBody(version, { customerName: 'One Too Many', numberOfChildren: 2 }),
    }

    const { json } = await sync(device.token, [fits, over])
    expect(results(json).map((result) => [result.outcome, result.code])).toEqual([
      ['applied', null],
      ['flagged', 'session_overfilled'],
    ])
    const walkIns = await payload.find({ collection: 'bookings', where: { date: { equals: date } }, depth: 0, overrideAccess: true })
    expect(walkIns.docs.map((booking) => [booking.customerName, booking.status, booking.children]).sort()).toEqual([
      ['Fits In', 'checked_in', 2],
      ['One Too Many', 'checked_in', 2],
    ])
    expect((await syncRows(over.key))[0]).toMatchObject({ needsAttention: true, customerName: 'One Too Many', children: 2 })
  })

  it('records a family noted at the door without a ticket, for staff to check', async () => {
    const date = day()
    freezeAt(date, '09:50')
    const device = await signedInDevice(payload, 'Front door')
    const noted = {
      kind: 'noted',
      key: newKey(),
      happenedAt: at(date, '09:45'),
      customerName: 'Paper Note',
      numberOfChildren: 3,
      numberOfAdults: 1,
    }
    expect(results((await sync(device.token, [noted])).json)[0]).toMatchObject({ outcome: 'flagged', code: 'noted_at_door' })
    const flagged = (await needsAttention()).items.find((item) => item.customerName === 'Paper Note')
    expect(flagged).toMatchObject({ kind: 'noted', children: 3, adults: 1, bookingId: null, device: 'Front door' })
  })

  it('lists what tablets recorded offline in the family’s data export, and an erasure takes their name off it', async () => {
    const date = day()
    freezeAt(date, '10:20')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const email = `offline-${Date.now()}@test.example`
    const booking = await paidBooking(date, { name: 'Private Family', email })
    const item = checkInItem(booking.id, version, at(date, '10:01'))
    await sync(device.token, [item])
    await sync(device.token, [checkInItem(booking.id, version, at(date, '10:02'))]) // a duplicate: the row keeps the name

    const token = await adminToken()
    const exported = await rest('GET', `admin/customers/export?email=${encodeURIComponent(email)}`, { token })
    expect(exported.status).toBe(200)
    const rows = (exported.json as { offlineCheckIns: { outcome: string; customer_name: string | null }[] }).offlineCheckIns
    expect(rows.map((row) => row.outcome)).toEqual(['applied', 'duplicate_attempt'])
    expect(rows[1]!.customer_name).toBe('Private Family')

    const erased = await rest('POST', 'admin/customers/erase', { token, body: { email } })
    expect(erased.status).toBe(200)
    expect((erased.json as { erased: Record<string, number> }).erased.offlineCheckIns).toBe(2)
    const [kept] = (await syncRowsOf(booking.id)).filter((row) => row.outcome === 'duplicate_attempt')
    expect(kept).toMatchObject({ customerName: null, outcome: 'duplicate_attempt', booking: booking.id })
  })

  it('answers a revoked tablet 403 and a malformed batch 400, applying nothing of either', async () => {
    const date = day()
    freezeAt(date, '10:15')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    const good = checkInItem(booking.id, version, at(date, '10:00'))

    const malformed = await sync(device.token, [good, { kind: 'check_in', key: 'short', happenedAt: 'yesterday' }])
    expect(malformed.status).toBe(400)
    expect(malformed.json).toMatchObject({ error: { code: 'validation_failed' } })
    expect(await syncRows(good.key)).toHaveLength(0)
    expect((await sync(device.token, [])).status).toBe(400)

    expect((await rest('PATCH', `kiosk-devices/${device.id}`, { token: await adminToken(), body: { disabled: true } })).status).toBe(200)
    const revoked = await sync(device.token, [good])
    expect(revoked.status).toBe(403)
    expect(revoked.json).toMatchObject({ error: { code: 'kiosk_device_revoked' } })
    expect((await bookingOf(booking.id)).status).toBe('paid')
    expect(await syncRows(good.key)).toHaveLength(0)
  })
})
