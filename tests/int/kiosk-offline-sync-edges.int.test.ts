import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { seed } from '@/seed/seed'
import {
  checkInBody,
  currentWaiverVersion,
  freezeAt,
  kioskCall,
  newKey,
  paidBooking,
  privateDay,
  signedInDevice,
  walkInBody,
} from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { at, checkInItem, results, sync, visitsOf as visitsOfBooking } from '../helpers/offlineSync'

// The offline sync's edges (ADR 0030): a full queue, a lost answer, a revoked tablet, personal data, tablets at once.
let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(() => {
  vi.useRealTimers()
  delete process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK
})

const day = () => privateDay('2036-03-03')

const visitsOf = (bookingId: number) => visitsOfBooking(payload, bookingId)

describe('a full queue', () => {
  it('takes the 200 items a call may carry, though they are over the kiosk calls’ 16 KiB', async () => {
    const date = day()
    freezeAt(date, '11:00')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    const item = checkInItem(booking.id, version, at(date, '10:00'))
    // The same item 200 times: one visit, 199 replays, and nothing for staff.
    const items = Array.from({ length: 200 }, () => item)
    expect(JSON.stringify({ items }).length).toBeGreaterThan(16_384)
    const answer = await sync(device.token, items)
    expect(answer.status, answer.text.slice(0, 300)).toBe(200)
    expect(results(answer.json).map((result) => result.replayed)).toEqual([false, ...Array(199).fill(true)])
    expect(await visitsOf(booking.id)).toHaveLength(1)
  })
})

describe('a tablet without a session', () => {
  it('is told it was revoked only when its genuine token names a device an admin disabled; any other is asked to sign in', async () => {
    const date = day()
    freezeAt(date, '10:00')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    const items = [checkInItem(booking.id, version, at(date, '09:50'))]
    const admin = await createUser(payload, ['admin'])
    const adminToken = await loginToken(admin.email, admin.password)

    // A session that ended without the device being disabled: sign in again, keep the queue.
    const ended = await signedInDevice(payload, 'Ended')
    expect((await rest('POST', 'kiosk-devices/logout', { token: ended.token })).status).toBe(200)
    expect(await sync(ended.token, items)).toMatchObject({ status: 401, json: { error: { code: 'kiosk_sign_in_required' } } })

    expect((await rest('PATCH', `kiosk-devices/${device.id}`, { token: adminToken, body: { disabled: true } })).status).toBe(200)
    expect(await sync(device.token, items)).toMatchObject({ status: 403, json: { error: { code: 'kiosk_device_revoked' } } })
    // A token this site did not sign proves nothing.
    const [header, body] = device.token.split('.')
    const forged = await sync(`${header}.${body}.${'A'.repeat(43)}`, items)
    expect(forged).toMatchObject({ status: 401, json: { error: { code: 'kiosk_sign_in_required' } } })
    expect(await visitsOf(booking.id)).toHaveLength(0)
  })
})

describe('an answer lost on the way', () => {
  it('does not make again what the tablet sent online under the same key before it went offline: no second walk-in, no duplicate', async () => {
    const date = day()
    freezeAt(date, '10:00')
    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    const booking = await paidBooking(date)
    const [walkInKey, checkInKey] = [newKey(), newKey()]
    const family = { customerName: 'Lost Answer', numberOfChildren: 1 }
    const walkIn = await kioskCall(device.token, 'walk-in', walkInBody(version, family), walkInKey)
    expect(walkIn.status).toBe(201)
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version), checkInKey)).status).toBe(200)

    freezeAt(date, '10:30')
    const answer = await sync(device.token, [
      { kind: 'walk_in', key: walkInKey, happenedAt: at(date, '10:00'), ...walkInBody(version, family) },
      checkInItem(booking.id, version, at(date, '10:00'), checkInKey),
    ])
    expect(results(answer.json).map((result) => [result.outcome, result.code])).toEqual([
      ['applied', 'recorded_online'],
      ['applied', 'recorded_online'],
    ])
    const sameName = await payload.count({
      collection: 'bookings',
      where: { customerName: { equals: 'Lost Answer' } },
      overrideAccess: true,
    })
    expect(sameName.totalDocs).toBe(1)
    expect(await visitsOf(booking.id)).toHaveLength(1)
    const rows = await payload.find({
      collection: 'kiosk-sync-items',
      where: { idempotencyKey: { in: [walkInKey, checkInKey] } },
      overrideAccess: true,
    })
    expect(rows.docs.map((row) => [row.needsAttention, typeof row.booking === 'object' ? row.booking?.id : row.booking]).sort()).toEqual(
      [
        [false, booking.id],
        [false, (walkIn.json as { ticket: { id: number } }).ticket.id],
      ].sort(),
    )
  })
})

describe('tablets syncing at once', () => {
  // The race itself is in kiosk-offline-sync.int.test.ts (four tablets, one visit); this is its control.
  it('control: without the booking lock, four tablets syncing one ticket at once record it more than once', async () => {
    process.env.CHECKIN_TEST_DISABLE_BOOKING_LOCK = '1'
    const date = day()
    freezeAt(date, '08:00')
    const devices = []
    for (let index = 0; index < 4; index++) devices.push(await signedInDevice(payload, `Door ${index}`))
    const version = await currentWaiverVersion(devices[0]!.token)
    const booking = await paidBooking(date)
    freezeAt(date, '11:00')
    await Promise.all(devices.map((device, index) => sync(device.token, [checkInItem(booking.id, version, at(date, `10:0${index}`))])))
    const checkIns = (await visitsOf(booking.id)).filter((visit) => visit.action === 'check_in')
    console.log(`control run recorded ${checkIns.length} check-ins of one ticket`)
    expect(checkIns.length).toBeGreaterThan(1)
  })
})
