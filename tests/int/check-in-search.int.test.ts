import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { addBusinessDays } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { freezeAt, heldBooking, paidBooking, privateDay, signedInDevice } from '../helpers/kiosk'
import { rest, testPayload } from '../helpers/payload'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterEach(() => {
  vi.useRealTimers()
})

const day = () => privateDay('2032-06-01')

type Ticket = {
  id: number
  reference: string
  customerName: string
  bookingDate: string
  status: string
  timeSlot: string
  slotStart: string
  slotEnd: string
}
type Found = { success: boolean; tickets: Ticket[]; message: string }

const search = async (token: string, customerName: unknown) =>
  rest('POST', 'check-in/search-all-tickets', { token, body: { customerName } })
const found = async (token: string, text: string) => {
  const answer = await search(token, text)
  expect(answer.status, JSON.stringify(answer.json)).toBe(200)
  return answer.json as Found
}

describe('finding a ticket at the kiosk', () => {
  it('matches any part of the name, in any case and with or without accents, from yesterday to a week ahead, today’s first', async () => {
    const date = day()
    const surname = `Ångström${Math.random().toString(36).slice(2, 7)}`
    freezeAt(addBusinessDays(date, -2), '09:00')
    await paidBooking(addBusinessDays(date, -2), { name: `Zoë ${surname}` })
    await paidBooking(addBusinessDays(date, -1), { name: `Zoë ${surname}` })
    freezeAt(date, '09:00')
    const later = await paidBooking(addBusinessDays(date, 7), { name: `ZOE ${surname.toUpperCase()}` })
    await paidBooking(addBusinessDays(date, 8), { name: `Zoë ${surname}` })
    const today = await paidBooking(date, { name: `Zoë ${surname}`, slot: '12:00' })
    const tomorrow = await paidBooking(addBusinessDays(date, 1), { name: `zoë ${surname}` })
    await heldBooking(date, { name: `Zoë ${surname}` })
    const device = await signedInDevice(payload)

    const plain = surname.toLowerCase().replace('å', 'a').replace('ö', 'o')
    const result = await found(device.token, plain.slice(1, 8))
    expect(result.tickets.map((ticket) => ticket.bookingDate)).toEqual([
      date,
      addBusinessDays(date, 1),
      addBusinessDays(date, 7),
      addBusinessDays(date, -1),
    ])
    expect(result.tickets[0]).toMatchObject({
      id: today.id,
      status: 'paid',
      timeSlot: '12:00 PM - 2:00 PM',
      slotStart: '12:00',
      slotEnd: '14:00',
    })
    expect(result.tickets[1]!.id).toBe(tomorrow.id)
    expect(result.tickets[2]!.id).toBe(later.id)
    expect(result.message).toBe('Found 4 tickets')
    // Only the kiosk's fields travel: no e-mail, phone or address.
    expect(Object.keys(result.tickets[0]!).sort()).toEqual(
      [
        'id',
        'reference',
        'customerName',
        'bookingDate',
        'timeSlot',
        'slotStart',
        'slotEnd',
        'numberOfChildren',
        'numberOfAdults',
        'totalAmount',
        'status',
        'checkedIn',
        'checkedOut',
        'checkedInAt',
        'checkedOutAt',
        'isWalkIn',
        'arrivalTimes',
        'playEndsAt',
      ].sort(),
    )
    expect(JSON.stringify(result)).not.toMatch(/@test\.example|07700/)

    // The accented spelling finds the same, and so does a first name with the surname.
    expect((await found(device.token, `ZOË ${surname}`)).tickets).toHaveLength(4)
  })

  it('finds a booking by its reference, typed or scanned', async () => {
    const date = day()
    freezeAt(date, '09:00')
    const booking = await paidBooking(date, { name: 'Reference Family' })
    const device = await signedInDevice(payload)
    expect((await found(device.token, booking.reference.toLowerCase())).tickets.map((ticket) => ticket.id)).toEqual([booking.id])
    expect(
      (await found(device.token, `${booking.reference.slice(0, 4)} ${booking.reference.slice(4)}`)).tickets.map((ticket) => ticket.id),
    ).toEqual([booking.id])
  })

  it('shows at most 20, and says so plainly when nothing matches', async () => {
    const date = day()
    freezeAt(date, '09:00')
    const surname = `Many${Math.random().toString(36).slice(2, 7)}`
    const base = await payload.findByID({
      collection: 'bookings',
      id: (await paidBooking(date, { name: `A ${surname}` })).id,
      overrideAccess: true,
    })
    for (let index = 0; index < 21; index += 1) {
      const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = base
      await payload.create({
        collection: 'bookings',
        data: { ...copy, reference: `MANY${String(index).padStart(4, '0')}`.slice(0, 8), tickets: [] },
        overrideAccess: true,
      })
    }
    const device = await signedInDevice(payload)
    expect((await found(device.token, surname)).tickets).toHaveLength(20)

    const none = await found(device.token, 'Nobody By This Name')
    expect(none).toEqual({
      success: true,
      tickets: [],
      // Today's birthday parties are found beside the tickets (issue 39); none by this name either.
      parties: [],
      message: 'No unredeemed tickets found with that name. Please check the spelling or contact staff.',
    })
    const short = await search(device.token, ' a ')
    expect(short).toMatchObject({
      status: 400,
      json: { error: { code: 'validation_failed', message: "Please enter at least 2 characters of the customer's name" } },
    })
  })

  it('is limited per tablet', async () => {
    freezeAt(day(), '09:00')
    const device = await signedInDevice(payload)
    for (let index = 0; index < 30; index += 1) expect((await search(device.token, `Someone ${index}`)).status).toBe(200)
    const refused = await search(device.token, 'Someone else')
    expect(refused.status).toBe(429)
    expect(refused.json).toMatchObject({ error: { code: 'too_many_searches' } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const other = await signedInDevice(payload, 'Side door')
    expect((await search(other.token, 'Someone else')).status).toBe(200)
  })

  it('needs a signed-in tablet', async () => {
    expect(await search('', 'Smith')).toMatchObject({ status: 401, json: { error: { code: 'kiosk_sign_in_required' } } })
    expect((await rest('GET', 'check-in/kiosk-settings')).status).toBe(401)
  })
})

describe('the kiosk settings', () => {
  it('serve the seeded terms, parking, footer, timings, suggestions and party prices from the CMS', async () => {
    const device = await signedInDevice(payload)
    const { status, json, headers } = await rest('GET', 'check-in/kiosk-settings', { token: device.token })
    expect(status).toBe(200)
    expect(headers.get('cache-control')).toBe('no-store')
    expect(json).toMatchObject({
      waiver: { version: expect.any(Number), terms: expect.stringContaining('Socks'), liability: expect.any(String) },
      parking: {
        text: expect.stringContaining('2 hours free, then £8 per 2 hours'),
        freeHours: 2,
        feePence: 800,
        feeHours: 2,
        arriveEarlyMinutes: 15,
      },
      footer: { hours: 'Mon-Sun: 9:30 AM - 5:00 PM', sessionsNote: '2-hour fun sessions', safetyNote: expect.any(String) },
      timing: { idleResetSeconds: 60, successResetSeconds: 3 },
      ticketSuggestions: [
        { key: 'child-1-12', title: 'Children 1-12 years', pricePence: 800, onlyWhenOneChild: false },
        { key: 'adult', title: 'Adults', pricePence: 250, onlyWhenOneChild: false },
        { key: 'child-0-1', title: 'Babies 0-1 years', pricePence: 400, onlyWhenOneChild: true },
      ],
      partyPackages: [
        { name: 'Bronze', perChildPence: 1300, recommended: false },
        { name: 'Silver', perChildPence: 1600, recommended: true },
        { name: 'Gold', perChildPence: 1900, recommended: false },
      ],
    })
    expect((json as { waiver: { version: number } }).waiver.version).toBeGreaterThanOrEqual(1)
  })

  it('are seeded once and never overwritten', async () => {
    await payload.updateGlobal({ slug: 'kiosk-settings', data: { sessionsNote: 'Two-hour sessions' }, overrideAccess: true })
    const report = await seed(payload)
    expect(report.kept).toContain('kiosk settings')
    expect((await payload.findGlobal({ slug: 'kiosk-settings', overrideAccess: true })).sessionsNote).toBe('Two-hour sessions')
    await payload.updateGlobal({ slug: 'kiosk-settings', data: { sessionsNote: '2-hour fun sessions' }, overrideAccess: true })
  })
})
