import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { eventDay } from '../helpers/booking'
import { testPayload } from '../helpers/payload'
import { type RaceProcess, startRaceProcess } from '../helpers/raceProcess'
import type { BookingRaceCommand, BookingRaceResult } from '../race/bookingWorker'

// In the style of pretix's concurrency tests: real concurrent bookings from several processes
// against one database, and a control run with the lock switched off that shows the oversell.

const PROCESSES = 3
const REQUESTS_PER_PROCESS = 15
const CHILDREN_PER_BOOKING = 2
const CAPACITY = 10

let payload: Payload
// The racing processes boot once for the file; each test sends its race to all of them.
let processes: RaceProcess<BookingRaceCommand, BookingRaceResult>[] = []

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  processes = Array.from({ length: PROCESSES }, () =>
    startRaceProcess<BookingRaceCommand, BookingRaceResult>('tests/race/bookingWorker.ts'),
  )
  await Promise.all(processes.map((one) => one.ready))
  // Each process loads Payload: on a busy two-core machine the three together have taken over a minute.
}, 180_000)
afterAll(async () => {
  await Promise.all(processes.map((one) => one.stop()))
})

async function heldChildren(date: string): Promise<number> {
  const { docs } = await payload.find({
    collection: 'bookings',
    where: { and: [{ date: { equals: date } }, { status: { equals: 'held' } }] },
    limit: 1000,
    pagination: false,
  })
  return docs.reduce((sum, booking) => sum + booking.children, 0)
}

async function race(lockDisabled: boolean): Promise<{ held: number; outcomes: Record<string, number>[] }> {
  const date = await eventDay(payload, [{ start: '10:00', end: '12:00', capacity: CAPACITY }], lockDisabled ? 'Race control' : 'Race')
  const outcomes = await Promise.all(
    processes.map((one) =>
      one.send({ date, time: '10:00', children: CHILDREN_PER_BOOKING, requests: REQUESTS_PER_PROCESS, disableSlotLock: lockDisabled }),
    ),
  )
  return { held: await heldChildren(date), outcomes }
}

describe('capacity under concurrency', () => {
  it(`never holds more than ${CAPACITY} children with ${PROCESSES * REQUESTS_PER_PROCESS} bookings racing from ${PROCESSES} processes`, async () => {
    const { held, outcomes } = await race(false)
    const created = outcomes.reduce((sum, counts) => sum + (counts.created ?? 0), 0)
    const full = outcomes.reduce((sum, counts) => sum + (counts.full ?? 0), 0)
    expect(outcomes.flatMap((counts) => Object.keys(counts).filter((key) => key.startsWith('error')))).toEqual([])
    expect(held).toBe(CAPACITY)
    expect(created).toBe(CAPACITY / CHILDREN_PER_BOOKING)
    expect(full).toBe(PROCESSES * REQUESTS_PER_PROCESS - created)
  }, 120_000)

  it('control: with the lock switched off the same race oversells, so the test above can fail', async () => {
    const { held } = await race(true)
    console.log(`control run held ${held} children for ${CAPACITY} places`)
    expect(held).toBeGreaterThan(CAPACITY)
  }, 120_000)
})
