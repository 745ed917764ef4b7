import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { TicketCopyAnswer } from '@plugins/checkin/contract'
import { addBusinessDays } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { currentWaiverVersion, freezeAt, heldBooking, paidBooking, privateDay, signedInDevice } from '../helpers/kiosk'
import { checkInItem, at, sync } from '../helpers/offlineSync'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let admin: { email: string; password: string }

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  admin = await createUser(payload, ['admin'])
})

afterEach(() => {
  vi.useRealTimers()
})

// Days of this file's own, years ahead (kiosk-offline-sync takes its days from 2035-09-03).
const day = () => privateDay('2036-02-02')

const copyOf = (token: string) => rest('GET', 'check-in/todays-tickets', { token })

describe('GET /api/check-in/todays-tickets: the door tablet’s copy of today (ADR 0030)', () => {
  it('holds every ticket of today, in the search’s order, with the search’s fields and nothing personal beyond the name', async () => {
    const date = day()
    freezeAt(addBusinessDays(date, -1), '08:00')
    const yesterday = await paidBooking(addBusinessDays(date, -1), { name: 'Copy Yesterday' })
    const tomorrow = await paidBooking(addBusinessDays(date, 1), { name: 'Copy Tomorrow' })
    freezeAt(date, '08:00')
    const late = await paidBooking(date, { name: 'Copy Late', slot: '12:00' })
    const early = await paidBooking(date, { name: 'Copy Early', slot: '09:30' })
    const unpaid = await heldBooking(date, { name: 'Copy Unpaid' })
    const device = await signedInDevice(payload, 'Copy door')
    const version = await currentWaiverVersion(device.token)
    freezeAt(date, '09:40')
    expect((await sync(device.token, [checkInItem(early.id, version, at(date, '09:35'))])).status).toBe(200)

    const { status, json } = await copyOf(device.token)
    expect(status, JSON.stringify(json)).toBe(200)
    const copy = json as TicketCopyAnswer
    expect(copy.day).toBe(date)
    const ids = copy.tickets.map((ticket) => ticket.id)
    expect(ids).toEqual(expect.arrayContaining([early.id, late.id]))
    expect(ids).not.toContain(unpaid.id)
    expect(ids).not.toContain(yesterday.id)
    expect(ids).not.toContain(tomorrow.id)
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id))
    const earlyTicket = copy.tickets.find((ticket) => ticket.id === early.id)
    expect(earlyTicket).toMatchObject({ customerName: 'Copy Early', checkedIn: true, checkedOut: false, status: 'checked_in' })
    expect(Object.keys(earlyTicket!).sort()).toEqual(
      [
        'arrivalTimes',
        'bookingDate',
        'checkedIn',
        'checkedInAt',
        'checkedOut',
        'checkedOutAt',
        'customerName',
        'id',
        'isWalkIn',
        'numberOfAdults',
        'numberOfChildren',
        'playEndsAt',
        'reference',
        'slotEnd',
        'slotStart',
        'status',
        'timeSlot',
        'totalAmount',
      ].sort(),
    )
    expect(JSON.stringify(copy)).not.toMatch(/@/)
  })

  it('asks a tablet that is not signed in to sign in, and tells a revoked one so it wipes its copy', async () => {
    freezeAt(day(), '10:00')
    expect(await copyOf('')).toMatchObject({ status: 401, json: { error: { code: 'kiosk_sign_in_required' } } })
    const device = await signedInDevice(payload, 'Revoked copy door')
    expect((await copyOf(device.token)).status).toBe(200)
    const adminToken = await loginToken(admin.email, admin.password)
    expect((await rest('PATCH', `kiosk-devices/${device.id}`, { token: adminToken, body: { disabled: true } })).status).toBe(200)
    expect(await copyOf(device.token)).toMatchObject({ status: 403, json: { error: { code: 'kiosk_device_revoked' } } })
  })
})
