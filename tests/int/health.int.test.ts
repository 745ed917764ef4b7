import pg from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GET } from '@/app/api/health/route'
import { currentOutage, noteConnection } from '@/lib/db/outage'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { bookingBody } from '../helpers/booking'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

/** Refuses and drops every connection to the test database, as an outage would. */
async function setDatabaseReachable(reachable: boolean): Promise<void> {
  const url = new URL(process.env.DATABASE_URL!)
  const database = url.pathname.slice(1)
  url.pathname = '/postgres'
  const admin = new pg.Client({ connectionString: url.toString() })
  await admin.connect()
  try {
    await admin.query(`ALTER DATABASE "${database}" ALLOW_CONNECTIONS ${reachable ? 'true' : 'false'}`)
    if (!reachable) {
      // With a timeout it waits until each backend has gone: the outage is whole before the test asks.
      await admin.query('SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [
        database,
      ])
    }
  } finally {
    await admin.end()
  }
}

let payload: Payload
let staffToken: string
beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const staff = await createUser(payload, ['staff'])
  staffToken = await loginToken(staff.email, staff.password)
})
afterAll(async () => {
  await setDatabaseReachable(true)
})

describe('GET /api/health', () => {
  it('answers ok when the database answers', async () => {
    const response = await GET()
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({ db: 'ok', checks: { database: { status: 'ok' }, redis: { status: 'not_configured' } } })
  })

  it('answers 503 while the database refuses connections, and recovers after', async () => {
    await setDatabaseReachable(false)
    const down = await GET()
    expect(down.status).toBe(503)
    expect(await down.json()).toMatchObject({
      status: 'error',
      db: 'unreachable',
      checks: { database: { status: 'unreachable' }, jobs: { status: 'unknown' } },
      error: { code: 'database_unreachable', message: 'The database is unreachable' },
    })

    await setDatabaseReachable(true)
    const up = await GET()
    expect(up.status).toBe(200)
  })
})

describe('the API while the database is away (issue 36 part 3)', () => {
  const today = businessDate()
  const calls = () => [
    rest('GET', `calendar/availability?from=${today}&to=${addBusinessDays(today, 6)}`),
    rest('GET', `calendar/availability/${addBusinessDays(today, 2)}`),
    rest('POST', 'create-booking-payment', { body: bookingBody({ customerEmail: `outage-${Date.now()}@test.example` }) }),
    rest('GET', 'ticket-types'),
    // Signed in: Payload cannot read the account, which alone would read as "not signed in".
    rest('GET', 'admin/dashboard-stats', { token: staffToken }),
    rest('GET', 'users/me', { token: staffToken }),
  ]

  it('answers 503 with Retry-After and the JSON error body, counts the outage once, and serves again after', async () => {
    const before = await Promise.all(calls())
    expect(before.map(({ status }) => status)).toEqual([200, 200, 201, 200, 200, 200])
    // The files share one process: an earlier file's outage (a pool kept busy on purpose) ends
    // here, as it would after ten quiet seconds, so the outage below is this test's own.
    noteConnection(Date.now() + 60_000)
    expect(currentOutage()).toBeNull()

    await setDatabaseReachable(false)
    try {
      for (let round = 0; round < 3; round += 1) {
        const answers = await Promise.all(calls())
        for (const answer of answers) {
          expect(answer.status, answer.text).toBe(503)
          expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0)
          expect(answer.json).toMatchObject({ error: { code: 'database_unavailable', message: expect.any(String) } })
        }
      }
      // One outage, however many refusals: its start is logged once and the rest counted.
      const outage = currentOutage()
      expect(outage).toMatchObject({ kind: 'unreachable' })
      expect(outage!.refused).toBeGreaterThanOrEqual(12)
    } finally {
      await setDatabaseReachable(true)
    }

    const after = await Promise.all(calls())
    expect(after.map(({ status }) => status)).toEqual([200, 200, 201, 200, 200, 200])
    const ended = noteConnection(Date.now() + 60_000)
    expect(ended).toMatch(/^database unreachable for \d+ s, now serving again: \d+ error\(s\) in that time$/)
    expect(currentOutage()).toBeNull()
  })
})
