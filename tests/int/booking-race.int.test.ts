import { spawn } from 'node:child_process'
import path from 'node:path'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { seed } from '@/seed/seed'
import { eventDay } from '../helpers/booking'
import { testPayload } from '../helpers/payload'

// In the style of pretix's concurrency tests: real concurrent bookings from several processes
// against one database, and a control run with the lock switched off that shows the oversell.

const root = path.resolve(import.meta.dirname, '../..')
const PROCESSES = 3
const REQUESTS_PER_PROCESS = 15
const CHILDREN_PER_BOOKING = 2
const CAPACITY = 10

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

function runWorker(date: string, extraEnv: Record<string, string>): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'node_modules/payload/bin.js'), 'run', 'tests/race/bookingWorker.ts'], {
      cwd: root,
      env: {
        ...process.env,
        ...extraEnv,
        LOG_LEVEL: 'error',
        RACE_REQUESTS: String(REQUESTS_PER_PROCESS),
        RACE_DATE: date,
        RACE_TIME: '10:00',
        RACE_CHILDREN: String(CHILDREN_PER_BOOKING),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('exit', (code) => {
      const line = output.split('\n').find((candidate) => candidate.startsWith('RACE_RESULT '))
      if (code !== 0 || !line) reject(new Error(`worker exited ${code}:\n${output}`))
      else resolve(JSON.parse(line.slice('RACE_RESULT '.length)) as Record<string, number>)
    })
  })
}

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
  const env: Record<string, string> = lockDisabled ? { BOOKING_TEST_DISABLE_SLOT_LOCK: '1' } : {}
  const outcomes = await Promise.all(Array.from({ length: PROCESSES }, () => runWorker(date, env)))
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
