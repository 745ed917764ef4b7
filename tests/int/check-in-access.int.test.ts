import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { env } from '@/lib/env'
import { seed } from '@/seed/seed'
import {
  checkInBody,
  currentWaiverVersion,
  freezeAt,
  kioskCall,
  paidBooking,
  privateDay,
  signedInDevice,
  walkInBody,
} from '../helpers/kiosk'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'
import { uniqueEmail } from '../helpers/verification'

let payload: Payload
let adminToken: string

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const admin = await createUser(payload, ['admin'])
  adminToken = await loginToken(admin.email, admin.password)
})

afterEach(() => {
  vi.useRealTimers()
})

const day = () => privateDay('2033-06-01')
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

describe('a kiosk device', () => {
  it('signs in with a username, keeps a 30-day session it can renew, and reads only itself', async () => {
    const device = await signedInDevice(payload, 'Front door')
    const login = await rest('POST', 'kiosk-devices/login', { body: { username: device.username, password: device.password } })
    const cookie = login.headers.get('set-cookie') ?? ''
    expect(cookie).toMatch(/payload-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    const expires = new Date(/Expires=([^;]+)/i.exec(cookie)![1]!)
    expect(expires.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 3_600_000)

    const me = await rest('GET', 'kiosk-devices/me', { token: device.token })
    expect(me.json).toMatchObject({ user: { id: device.id, username: device.username, name: 'Front door' }, collection: 'kiosk-devices' })
    const refreshed = await rest('POST', 'kiosk-devices/refresh-token', { token: device.token })
    expect(refreshed.status, JSON.stringify(refreshed.json)).toBe(200)
    expect((refreshed.json as { refreshedToken: string }).refreshedToken).toEqual(expect.any(String))

    const list = await rest('GET', 'kiosk-devices', { token: device.token })
    expect((list.json as { docs: { id: number }[] }).docs.map((doc) => doc.id)).toEqual([device.id])
    expect(
      (await rest('PATCH', `kiosk-devices/${device.id}`, { token: device.token, body: { disabled: false, name: 'Mine now' } })).status,
    ).toBe(403)
    // Not the admin's user collection: it can never open /admin.
    expect(payload.config.admin.user).toBe('users')
    expect((await rest('GET', 'users/me', { token: device.token })).json).toMatchObject({ user: null })
  })

  it('is created and managed by admins only', async () => {
    const staff = await createUser(payload, ['staff'])
    const staffToken = await loginToken(staff.email, staff.password)
    expect(
      (await rest('POST', 'kiosk-devices', { token: staffToken, body: { username: 'sneaky-door', password: 'a-kiosk-password-123' } }))
        .status,
    ).toBe(403)
    expect((await rest('GET', 'kiosk-devices', { token: staffToken })).status).toBe(403)
    const created = await rest('POST', 'kiosk-devices', {
      token: adminToken,
      body: { username: 'front-door-admin', password: 'a-kiosk-password-123', name: 'Front door' },
    })
    expect(created.status, JSON.stringify(created.json)).toBe(201)
    expect(
      (await rest('POST', 'kiosk-devices/login', { body: { username: 'front-door-admin', password: 'a-kiosk-password-123' } })).status,
    ).toBe(200)
  })

  it('is signed out at once when an admin ticks Disabled, refused while disabled, and welcome back after', async () => {
    const device = await signedInDevice(payload)
    expect((await rest('POST', 'check-in/search-all-tickets', { token: device.token, body: { customerName: 'Smith' } })).status).toBe(200)
    expect((await rest('PATCH', `kiosk-devices/${device.id}`, { token: adminToken, body: { disabled: true } })).status).toBe(200)

    expect(await rest('POST', 'check-in/search-all-tickets', { token: device.token, body: { customerName: 'Smith' } })).toMatchObject({
      status: 401,
      json: { error: { code: 'kiosk_sign_in_required' } },
    })
    expect((await rest('POST', 'kiosk-devices/refresh-token', { token: device.token })).status).toBeGreaterThanOrEqual(400)
    const stored = await payload.findByID({ collection: 'kiosk-devices', id: device.id, overrideAccess: true, showHiddenFields: true })
    expect(stored.sessions ?? []).toEqual([])
    const refused = await rest('POST', 'kiosk-devices/login', { body: { username: device.username, password: device.password } })
    expect(refused.status).toBe(403)

    expect((await rest('PATCH', `kiosk-devices/${device.id}`, { token: adminToken, body: { disabled: false } })).status).toBe(200)
    const back = await rest('POST', 'kiosk-devices/login', { body: { username: device.username, password: device.password } })
    expect(back.status).toBe(200)
    expect(
      (
        await rest('POST', 'check-in/search-all-tickets', {
          token: (back.json as { token: string }).token,
          body: { customerName: 'Smith' },
        })
      ).status,
    ).toBe(200)
    expect((await payload.findByID({ collection: 'kiosk-devices', id: device.id, overrideAccess: true })).lastSeenAt).toEqual(
      expect.any(String),
    )
  })

  it(`is locked after ${env().LOGIN_MAX_ATTEMPTS} wrong passwords, like a staff account`, async () => {
    const device = await signedInDevice(payload)
    for (let attempt = 0; attempt < env().LOGIN_MAX_ATTEMPTS; attempt += 1) {
      expect((await rest('POST', 'kiosk-devices/login', { body: { username: device.username, password: 'wrong-password' } })).status).toBe(
        401,
      )
    }
    const locked = await rest('POST', 'kiosk-devices/login', { body: { username: device.username, password: device.password } })
    expect(locked.status).not.toBe(200)
    expect(JSON.stringify(locked.json)).toMatch(/locked/i)
  })
})

describe('the kiosk role and kiosk devices reach only the kiosk', () => {
  async function actors() {
    const device = await signedInDevice(payload)
    const kiosk = await createUser(payload, ['kiosk'])
    return { device: device.token, deviceId: device.id, kioskUser: await loginToken(kiosk.email, kiosk.password), kioskUserId: kiosk.id }
  }

  it('use the kiosk calls', async () => {
    const { device, kioskUser } = await actors()
    for (const token of [device, kioskUser]) {
      expect((await rest('POST', 'check-in/search-all-tickets', { token, body: { customerName: 'Smith' } })).status).toBe(200)
      expect((await rest('GET', 'check-in/kiosk-settings', { token })).status).toBe(200)
    }
  })

  it('cannot read any collection or setting that is not public', async () => {
    const { device, deviceId, kioskUser, kioskUserId } = await actors()
    const collections = payload.config.collections.map((collection) => collection.slug)
    expect(collections).toEqual(
      expect.arrayContaining([
        'bookings',
        'inquiries',
        'users',
        'visit-events',
        'kiosk-devices',
        'kiosk-requests',
        'loyalty-members',
        'payment-events',
        'email-outbox',
      ]),
    )
    for (const slug of collections) {
      const anonymous = await rest('GET', slug)
      if (anonymous.status === 200) continue // published content: prices, menu, hours
      for (const [who, token] of [
        ['device', device],
        ['kiosk user', kioskUser],
      ] as const) {
        const { status, json } = await rest('GET', slug, { token })
        const ids = status === 200 ? (json as { docs: { id: number | string }[] }).docs.map((doc) => doc.id) : null
        const own =
          slug === 'kiosk-devices' && who === 'device'
            ? [deviceId]
            : slug === 'users' && who === 'kiosk user'
              ? [kioskUserId]
              : slug === 'payload-preferences'
                ? ids
                : null
        if (own) expect({ slug, who, ids }).toEqual({ slug, who, ids: own })
        else
          expect({ slug, who, status }).toEqual({
            slug,
            who,
            status: expect.toSatisfy((code: number) => code === 401 || code === 403 || code === 404),
          })
      }
    }
    for (const slug of payload.config.globals.map((global) => global.slug)) {
      if ((await rest('GET', `globals/${slug}`)).status === 200) continue
      for (const token of [device, kioskUser])
        expect({ slug, status: (await rest('GET', `globals/${slug}`, { token })).status }).toEqual({ slug, status: 403 })
    }
  })

  it('are refused by every staff call', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const { device, kioskUser } = await actors()
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device)
    expect((await kioskCall(device, 'check-in', checkInBody(booking.id, version))).status).toBe(200)
    const walkIn = await kioskCall(device, 'walk-in', walkInBody(version, { customerName: 'Walk In' }))
    const walkInId = (walkIn.json as { ticket: { id: number } }).ticket.id
    const staffCalls: [string, 'GET' | 'POST' | 'PATCH', string, unknown][] = [
      ['staff check-out', 'POST', 'check-in/checkout', { bookingId: booking.id }],
      ['undo', 'POST', 'check-in/undo', { bookingId: booking.id, reason: 'Testing the locks' }],
      ['confirm payment', 'POST', `check-in/walk-in/${walkInId}/confirm-payment`, { amountPaid: 0 }],
      ['cancel booking', 'POST', `bookings/${booking.id}/cancel`, { refund: false }],
      ['edit booking', 'PATCH', `bookings/${booking.id}`, { staffNote: 'kiosk was here' }],
      ['edit kiosk settings', 'POST', 'globals/kiosk-settings', { terms: 'Nothing' }],
      ['create a device', 'POST', 'kiosk-devices', { username: 'rogue-door', password: 'a-kiosk-password-123' }],
      ['create a user', 'POST', 'users', { email: 'rogue@test.example', password: 'a-test-password-123', roles: ['admin'] }],
      ['run jobs', 'GET', 'payload-jobs/run', undefined],
    ]
    if (payload.config.endpoints.some((endpoint) => endpoint.path === '/jobs/run'))
      staffCalls.push(['run a queue', 'GET', 'jobs/run?queue=maintenance', undefined])
    for (const [name, method, path, body] of staffCalls) {
      for (const [who, token] of [
        ['device', device],
        ['kiosk user', kioskUser],
      ] as const) {
        const { status } = await rest(method, path, { token, body })
        expect({ name, who, status }).toEqual({ name, who, status: expect.toSatisfy((code: number) => code === 401 || code === 403) })
      }
    }
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'checked_in', staffNote: null })
    expect((await bookingOf(walkInId)).inStorePaymentConfirmedAt ?? null).toBeNull()
  })
})

describe('staff', () => {
  async function staffToken() {
    const staff = await createUser(payload, ['staff'])
    return { token: await loginToken(staff.email, staff.password), id: staff.id, email: staff.email }
  }

  it('check a visit out from the dashboard, through the same operation as the kiosk', async () => {
    const date = day()
    const now = freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date, { name: 'Dash Board' })
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, await currentWaiverVersion(device.token)))).status).toBe(200)
    const staff = await staffToken()
    const out = await rest('POST', 'check-in/checkout', { token: staff.token, body: { bookingId: booking.id } })
    expect(out).toMatchObject({ status: 200, json: { success: true, message: 'Dash Board is checked out.' } })
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'checked_out', checkedOutAt: now.toISOString() })
    expect((await eventsOf(booking.id)).at(-1)).toMatchObject({
      action: 'check_out',
      actorKind: 'user',
      actorId: staff.id,
      actorLabel: staff.email,
    })
    expect(await rest('POST', 'check-in/checkout', { token: staff.token, body: { bookingId: booking.id } })).toMatchObject({
      status: 409,
      json: { error: { code: 'ticket_used' } },
    })
    expect((await rest('POST', 'check-in/checkout', { body: { bookingId: booking.id } })).status).toBe(401)
  })

  it('undo a check-out and then a check-in, one step at a time, saying why', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const device = await signedInDevice(payload)
    const booking = await paidBooking(date)
    const version = await currentWaiverVersion(device.token)
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)
    expect((await kioskCall(device.token, 'check-out', { ticketId: booking.id })).status).toBe(200)
    const staff = await staffToken()

    expect(await rest('POST', 'check-in/undo', { token: staff.token, body: { bookingId: booking.id } })).toMatchObject({
      status: 400,
      json: { error: { code: 'validation_failed' } },
    })
    const first = await rest('POST', 'check-in/undo', {
      token: staff.token,
      body: { bookingId: booking.id, reason: 'Checked out by mistake' },
    })
    expect(first).toMatchObject({ status: 200, json: { success: true, ticket: { status: 'checked_in', checkedOutAt: null } } })
    const second = await rest('POST', 'check-in/undo', { token: staff.token, body: { bookingId: booking.id, reason: 'Wrong family' } })
    expect(second).toMatchObject({ status: 200, json: { ticket: { status: 'paid', checkedInAt: null } } })
    expect(await rest('POST', 'check-in/undo', { token: staff.token, body: { bookingId: booking.id, reason: 'Again' } })).toMatchObject({
      status: 409,
      json: { error: { code: 'nothing_to_undo' } },
    })
    expect((await eventsOf(booking.id)).map((event) => [event.action, event.actorKind, event.reason ?? null])).toEqual([
      ['check_in', 'device', null],
      ['check_out', 'device', null],
      ['undo_check_out', 'user', 'Checked out by mistake'],
      ['undo_check_in', 'user', 'Wrong family'],
    ])
    // Paid again, so the family can check in.
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)
  })

  it('confirm what the desk took for a walk-in, once', async () => {
    const date = day()
    const now = freezeAt(date, '10:00')
    const device = await signedInDevice(payload)
    const walkIn = await kioskCall(
      device.token,
      'walk-in',
      walkInBody(await currentWaiverVersion(device.token), { customerName: 'Pay Later', numberOfChildren: 2 }),
    )
    const id = (walkIn.json as { ticket: { id: number } }).ticket.id
    const staff = await staffToken()
    const confirmed = await rest('POST', `check-in/walk-in/${id}/confirm-payment`, { token: staff.token, body: { amountPaid: 1900 } })
    expect(confirmed).toMatchObject({
      status: 200,
      json: { success: true, message: 'Payment of £19.00 confirmed.', booking: { id, amountPaid: 1900 } },
    })
    expect(await bookingOf(id)).toMatchObject({
      finalAmountPence: 1900,
      paidInStore: true,
      inStorePaymentConfirmedAt: now.toISOString(),
      inStorePaymentConfirmedBy: staff.id,
    })
    expect(await rest('POST', `check-in/walk-in/${id}/confirm-payment`, { token: staff.token, body: { amountPaid: 100 } })).toMatchObject({
      status: 409,
      json: { error: { code: 'already_confirmed' } },
    })
    const online = await paidBooking(date)
    expect(
      await rest('POST', `check-in/walk-in/${online.id}/confirm-payment`, { token: staff.token, body: { amountPaid: 100 } }),
    ).toMatchObject({ status: 409, json: { error: { code: 'not_walk_in' } } })
    expect((await rest('POST', `check-in/walk-in/${id}/confirm-payment`, { token: staff.token, body: { amountPaid: -1 } })).status).toBe(
      400,
    )
  })

  it('cannot write visit fields or events through the API', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const booking = await paidBooking(date)
    const staff = await staffToken()
    await rest('PATCH', `bookings/${booking.id}`, {
      token: staff.token,
      body: { checkedInAt: new Date().toISOString(), status: 'checked_in', source: 'walk_in', paidInStore: true },
    })
    expect(await bookingOf(booking.id)).toMatchObject({ status: 'paid', checkedInAt: null, source: 'online', paidInStore: false })
    expect(
      (
        await rest('POST', 'visit-events', {
          token: adminToken,
          body: {
            booking: booking.id,
            bookingReference: 'X',
            action: 'check_in',
            at: new Date().toISOString(),
            actorKind: 'user',
            actorLabel: 'me',
          },
        })
      ).status,
    ).toBe(403)
    expect((await rest('GET', 'visit-events', { token: staff.token })).status).toBe(200)
    expect((await rest('GET', 'kiosk-requests', { token: adminToken })).status).toBe(403)
  })
})

describe('loyalty', () => {
  it('counts a visit once, at check-in, and not when staff undo it', async () => {
    const date = day()
    freezeAt(date, '09:40')
    const email = uniqueEmail('visits')
    const booking = await paidBooking(date, { email, loyaltyOptIn: true })
    const { docs } = await payload.find({ collection: 'loyalty-members', where: { email: { equals: email } }, overrideAccess: true })
    const member = docs[0]!
    const visits = async () =>
      (
        await payload.count({
          collection: 'loyalty-activities',
          where: { and: [{ member: { equals: member.id } }, { kind: { equals: 'visit' } }] },
          overrideAccess: true,
        })
      ).totalDocs
    const points = async () =>
      (
        await payload.find({ collection: 'loyalty-ledger', where: { member: { equals: member.id } }, limit: 100, overrideAccess: true })
      ).docs.reduce((sum, entry) => sum + entry.points, 0)
    // Paying earns points (50 welcome + 21 for £21), not a visit.
    expect(await visits()).toBe(0)
    expect(await points()).toBe(71)

    const device = await signedInDevice(payload)
    const version = await currentWaiverVersion(device.token)
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(200)
    expect(await visits()).toBe(1)
    expect(await points()).toBe(121) // the first-visit achievement
    expect((await kioskCall(device.token, 'check-in', checkInBody(booking.id, version))).status).toBe(409)
    expect(await visits()).toBe(1)

    const staff = await createUser(payload, ['staff'])
    expect(
      (
        await rest('POST', 'check-in/undo', {
          token: await loginToken(staff.email, staff.password),
          body: { bookingId: booking.id, reason: 'Not them' },
        })
      ).status,
    ).toBe(200)
    expect(await visits()).toBe(0)
    expect(await points()).toBe(121)
  })
})
