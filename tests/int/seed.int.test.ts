import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { testPayload } from '../helpers/payload'

let payload: Payload
const today = '2026-11-22'

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload, today)
})

describe('seeded core content', () => {
  it('has the spec’s three ticket categories with prices in pence', async () => {
    const { docs } = await payload.find({
      collection: 'ticket-types',
      where: { key: { in: ['child-0-1', 'child-1-12', 'adult'] } },
      sort: 'sortOrder',
    })
    expect(docs.map((doc) => [doc.key, doc.pricePence, doc.feePence, doc.countsAsChild])).toEqual([
      ['child-0-1', 400, 0, true],
      ['child-1-12', 950, 0, true],
      ['adult', 200, 0, false],
    ])
  })

  it('has the spec’s booking settings', async () => {
    const settings = await payload.findGlobal({ slug: 'booking-settings' })
    expect(settings.slots?.map((slot) => slot.start)).toEqual(['09:30', '12:00', '14:30'])
    expect(settings).toMatchObject({
      sessionLengthMinutes: 120,
      capacityPerSlot: 40,
      bookingWindowMonths: 1,
      holdMinutes: 15,
      lowAvailabilityThreshold: 10,
      arrivalWindow: { from: '09:30', until: '15:30' },
    })
  })

  it('keeps every opening-hours reading of the spec as its own field', async () => {
    const venue = await payload.findGlobal({ slug: 'venue' })
    expect(venue.openingHours?.[0]?.hours).toBe('9:30 AM - 4:00 PM')
    expect(venue.contactHoursNote).toMatch(/last entry 1 hour before closing \(3:00pm\)/i)
    expect(venue.kioskFooterHours).toBe('Mon-Sun: 9:30 AM - 5:00 PM')
    expect(venue.venueHours).toBe('Mon-Sun 9:00 AM - 6:00 PM')
    expect(venue.parking?.freeOutside).toMatch(/free parking outside/i)
    expect(venue.parking?.charges).toMatch(/2 hours free, then £8 per 2 hours/)
  })

  it('has the spec’s special hours and the themed event with its three slots', async () => {
    const { docs } = await payload.find({ collection: 'special-days', where: { date: { less_than: '2026-01-01' } }, sort: 'date' })
    expect(docs.map((doc) => `${doc.date} ${doc.opensAt}-${doc.closesAt}`)).toEqual([
      '2025-07-18 09:30-11:30',
      '2025-08-01 11:30-16:00',
      '2025-08-02 11:30-16:00',
      '2025-08-03 11:30-15:30',
      '2025-08-09 11:30-16:00',
      '2025-08-25 09:30-14:00',
      '2025-08-30 11:45-15:45',
      '2025-09-28 09:30-16:30',
    ])
    const event = docs.at(-1)?.event
    expect(event?.title).toBe('K-pop Demon Hunters party')
    expect(event?.slots?.map((slot) => [slot.start, slot.end, slot.capacity])).toEqual([
      ['09:30', '11:30', 40],
      ['12:00', '14:00', 40],
      ['14:30', '16:30', 40],
    ])
    expect(event?.defaultSlotStart).toBe('09:30')
  })

  it('adds an event day inside the booking window so the event flow can be tried', async () => {
    const { docs } = await payload.find({
      collection: 'special-days',
      where: {
        // Other test files add event days of their own; the seed's is labelled as a sample.
        and: [
          { date: { greater_than_equal: today } },
          { date: { less_than_equal: '2026-12-22' } },
          { 'event.title': { exists: true } },
          { label: { contains: 'sample' } },
        ],
      },
    })
    expect(docs).toHaveLength(1)
    const date = docs[0]!.date
    expect(date > today && date <= '2026-12-22').toBe(true)
    expect(new Date(`${date}T12:00:00Z`).getUTCDay()).toBe(0)
  })

  it('creates the first admin from ADMIN_EMAIL, and never a second one', async () => {
    const { docs } = await payload.find({ collection: 'users', where: { email: { equals: 'admin@playcentre.example' } } })
    expect(docs.map((doc) => doc.roles)).toEqual([['admin']])

    // The manager renames the seeded admin; seeding again must not bring the old address back.
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { email: 'manager@playcentre.example' } })
    const report = await seed(payload, today)
    expect(report.kept).toContain('an admin user')
    expect(await payload.count({ collection: 'users', where: { email: { equals: 'admin@playcentre.example' } } })).toEqual({ totalDocs: 0 })
    await payload.update({ collection: 'users', id: docs[0]!.id, data: { email: 'admin@playcentre.example' } })
  })

  it('can run again without duplicating or overwriting the manager’s edits', async () => {
    const adult = (await payload.find({ collection: 'ticket-types', where: { key: { equals: 'adult' } } })).docs[0]!
    await payload.update({ collection: 'ticket-types', id: adult.id, data: { pricePence: 250 } })
    const before = await payload.count({ collection: 'special-days' })
    const report = await seed(payload, today)
    expect(report.created).toEqual([])
    expect(await payload.count({ collection: 'special-days' })).toEqual(before)
    expect((await payload.findByID({ collection: 'ticket-types', id: adult.id })).pricePence).toBe(250)
    await payload.update({ collection: 'ticket-types', id: adult.id, data: { pricePence: 200 } })
  })
})
