// A database that was migrated but never seeded: the settings globals were never saved and there
// are no ticket types, offers or menus. A real install seeds on first start, but a venue whose
// seed was skipped or failed half way must still get answers, not 500s (ARCHITECTURE.md §4):
// the spec's normal day from the booking settings' defaults, and 4xx where content is missing.
import type { SanitizedConfig } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { bookingSettingsDefaults } from '../../globals/bookingSettingsDefaults'

// Its own database, migrated and never seeded (the global setup copies it from the freshly
// migrated one), named before Payload's config (which reads DATABASE_URL) is loaded.
const unseededUrl = process.env.TEST_UNSEEDED_DATABASE_URL
if (!unseededUrl)
  throw new Error('TEST_UNSEEDED_DATABASE_URL is unset: run this file through the int project (tests/helpers/intGlobalSetup.ts)')
process.env.DATABASE_URL = unseededUrl
const { rest, testPayload } = await import('../helpers/payload')
const { bookingBody } = await import('../helpers/booking')
const { startFuzzSession } = await import('../helpers/fuzz/session')
const { fuzzTargets } = await import('../helpers/fuzz/targets')

const payload = await testPayload()
const day = addBusinessDays(businessDate(), 2)

afterAll(async () => {
  await payload.destroy()
})

describe('a venue whose database was never seeded', () => {
  it('reads the spec’s normal day from the booking settings’ defaults', async () => {
    const { status, json } = await rest('GET', 'globals/booking-settings')
    expect(status).toBe(200)
    expect(json).toMatchObject(JSON.parse(JSON.stringify(bookingSettingsDefaults)))
  })

  it('shows the booking calendar and the day’s sessions', async () => {
    const month = await rest('GET', `calendar/availability?from=${businessDate()}&to=${addBusinessDays(businessDate(), 20)}`)
    expect(month.status).toBe(200)
    expect((await rest('GET', `calendar/availability/${day}`)).json).toEqual({ available: true })
    const sessions = await rest('GET', `available-sessions?date=${day}`)
    expect(sessions.status).toBe(200)
    expect(
      (sessions.json as { sessions: { label: string; capacity: number }[] }).sessions.map((session) => [session.label, session.capacity]),
    ).toEqual([
      ['9:30 AM - 11:30 AM', 40],
      ['12:00 PM - 2:00 PM', 40],
      ['2:30 PM - 4:30 PM', 40],
    ])
    expect((await rest('GET', `session-availability?date=${day}&time=09:30`)).json).toMatchObject({ availableSpots: 40, maxCapacity: 40 })
  })

  it('refuses a booking for tickets that do not exist with a 4xx and writes nothing', async () => {
    const { status, json } = await rest('POST', 'create-booking-payment', { body: bookingBody({ selectedDate: day }) })
    expect(status).toBeGreaterThanOrEqual(400)
    expect(status).toBeLessThan(500)
    expect(json).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    expect((await payload.count({ collection: 'bookings', overrideAccess: true })).totalDocs).toBe(0)
  })
})

// The REST handler adds Payload's /og endpoint on its first request (see endpoint-fuzz).
await rest('GET', 'payments/config')
const config: SanitizedConfig = await (await import('@payload-config')).default
const { targets } = fuzzTargets(config)

describe('every endpoint, fuzzed on the unseeded database, answers below 500', () => {
  let session: Awaited<ReturnType<typeof startFuzzSession>>

  beforeAll(async () => {
    session = await startFuzzSession(payload)
  })

  it.each(targets.map((target) => [target.name, target] as const))('%s', async (_name, target) => {
    // A few requests each: the seeded run (endpoint-fuzz) is the thorough one.
    for (const identity of ['anonymous', 'staff'] as const) await session.fuzz(target, identity, 4)
  })
})

describe('seeding it later', () => {
  it('saves the booking settings, which until then were only defaults', async () => {
    expect((await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })).updatedAt).toBeFalsy()
    const { seed } = await import('@/seed/seed')
    expect((await seed(payload)).created).toContain('booking settings')
    expect((await payload.findGlobal({ slug: 'booking-settings', overrideAccess: true })).updatedAt).toEqual(expect.any(String))
    expect((await seed(payload)).kept).toContain('booking settings')
  })
})
