// Issue 36 part 1: manual runs of the job queues, many at once, never take the app's last database
// connection. Twelve concurrent `GET /api/jobs/run?queue=emails` used to wedge the whole app for
// good: each waiting run held a pooled connection while it waited for the queue's advisory lock,
// and the run holding the lock then waited for a connection to do its work. Here sixty runs go at
// once, beside families reading availability and booking: every call must be answered, the booking
// made once, nobody ever wait on the server for a queue lock, and the app be healthy afterwards.
import pg, { type PoolClient } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { scheduledQueues } from '@plugins/jobs'
import { GET as health } from '@/app/api/health/route'
import { databasePool } from '@/lib/db/pool'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { EMAIL_QUEUE, SEND_QUEUED_EMAIL_TASK } from '../../plugins/email/types'
import { bookingBody, ordinaryDay } from '../helpers/booking'
import { createUser, loginToken, rest, testPayload } from '../helpers/payload'

let payload: Payload
let token: string
// A connection of the test's own, outside the app's pool, to watch the server while the burst runs.
let watcher: pg.Client

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
  const admin = await createUser(payload, ['admin'])
  token = await loginToken(admin.email, admin.password)
  watcher = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await watcher.connect()
})
afterAll(async () => {
  await watcher?.end()
})

/** Fails, instead of hanging the run, when the calls are not all answered in time. */
function within<T>(ms: number, work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not every call was answered within ${ms} ms`)), ms)),
  ])
}

/** Samples the server until stopped: the most backends seen at once waiting on an advisory lock. */
function watchAdvisoryWaits(): { stop: () => Promise<number> } {
  let most = 0
  let running = true
  const sampling = (async () => {
    while (running) {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
      )
      most = Math.max(most, rows[0]?.n ?? 0)
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  })()
  return {
    stop: async () => {
      running = false
      await sampling
      return most
    },
  }
}

describe('GET /api/jobs/run under a burst', () => {
  it('refuses a queue the app does not have', async () => {
    const { status, json } = await rest('GET', 'jobs/run?queue=no-such-queue', { token })
    expect(status).toBe(400)
    expect(json).toMatchObject({ error: { code: 'unknown_queue' } })
  })

  it('answers sixty runs at once, with availability reads and a booking beside them, and stays healthy', async () => {
    const subject = `Burst ${Date.now()}`
    for (let index = 0; index < 20; index += 1)
      await payload.jobs.queue({
        task: SEND_QUEUED_EMAIL_TASK,
        queue: EMAIL_QUEUE,
        input: { to: 'burst@test.example', subject: `${subject} #${index}`, text: 'Burst', html: '<p>Burst</p>' },
      })
    const queues = scheduledQueues(payload)
    expect(queues.length).toBeGreaterThan(2)
    const customerEmail = `burst-${Date.now()}@test.example`
    const selectedDate = await ordinaryDay(payload)
    const today = businessDate()

    const watch = watchAdvisoryWaits()
    const runs = [
      ...Array.from({ length: 30 }, () => rest('GET', `jobs/run?queue=${EMAIL_QUEUE}`, { token })),
      ...Array.from({ length: 30 }, (_, index) => rest('GET', `jobs/run?queue=${queues[index % queues.length]}`, { token })),
    ]
    const reads = Array.from({ length: 20 }, (_, index) =>
      rest('GET', `calendar/availability?from=${today}&to=${addBusinessDays(today, 6 + (index % 3))}`),
    )
    const booking = rest('POST', 'create-booking-payment', { body: bookingBody({ customerEmail, selectedDate }) })
    const [runAnswers, readAnswers, booked] = await within(90_000, Promise.all([Promise.all(runs), Promise.all(reads), booking]))
    const mostWaiting = await watch.stop()

    expect(runAnswers.map(({ status }) => status)).toEqual(runAnswers.map(() => 200))
    expect(readAnswers.map(({ status }) => status)).toEqual(readAnswers.map(() => 200))
    expect(booked.status, JSON.stringify(booked.json)).toBe(201)
    expect(mostWaiting).toBe(0)

    const made = await payload.count({ collection: 'bookings', where: { customerEmail: { equals: customerEmail } }, overrideAccess: true })
    expect(made.totalDocs).toBe(1)
    const sent = await payload.find({
      collection: 'email-outbox',
      where: { subject: { like: subject } },
      pagination: false,
      overrideAccess: true,
    })
    expect(sent.docs).toHaveLength(20)
    expect(new Set(sent.docs.map((mail) => mail.subject)).size).toBe(20)

    const after = await health()
    expect(after.status).toBe(200)
    expect(await after.json()).toMatchObject({ db: 'ok', checks: { database: { status: 'ok', pool: { waiting: 0 } } } })
  }, 120_000)
})

describe('one run of a long queue', () => {
  it('works no more jobs at once than the pool serves: none waits in line for a connection, none fails for want of one', async () => {
    // Payload starts a whole batch at once; a manual run's hundred lined 90 jobs up for ten
    // connections, and on a busy machine the last in line failed and were put off unsent.
    const subject = `Long queue ${Date.now()}`
    for (let index = 0; index < 60; index += 1)
      await payload.jobs.queue({
        task: SEND_QUEUED_EMAIL_TASK,
        queue: EMAIL_QUEUE,
        input: { to: 'long-queue@test.example', subject: `${subject} #${index}`, text: 'Queued', html: '<p>Queued</p>' },
      })
    const pool = databasePool(payload)
    let mostWaiting = 0
    const sampler = setInterval(() => (mostWaiting = Math.max(mostWaiting, pool.waitingCount)), 1)
    let run: Awaited<ReturnType<typeof rest>>
    try {
      run = await rest('GET', `jobs/run?queue=${EMAIL_QUEUE}`, { token })
    } finally {
      clearInterval(sampler)
    }
    expect(run.status, run.text).toBe(200)
    expect(mostWaiting).toBe(0)
    const sent = await payload.find({
      collection: 'email-outbox',
      where: { subject: { like: subject } },
      pagination: false,
      overrideAccess: true,
    })
    expect(sent.docs).toHaveLength(60)
  }, 60_000)
})

describe('a pool with no free connection', () => {
  it('answers 503 with Retry-After within the acquire time limit, health says busy, and both recover', async () => {
    const pool = databasePool(payload)
    const held: PoolClient[] = []
    try {
      // Every connection the pool may open is open and none is idle: the held ones and any still in use.
      while (pool.totalCount < pool.options.max || pool.idleCount > 0) held.push(await pool.connect())
      const today = businessDate()
      const [read, probe] = await within(20_000, Promise.all([rest('GET', `calendar/availability/${addBusinessDays(today, 2)}`), health()]))
      expect(read.status, read.text).toBe(503)
      expect(read.headers.get('retry-after')).toBe('3')
      expect(read.json).toMatchObject({ error: { code: 'database_busy' } })
      expect(probe.status).toBe(503)
      expect(probe.headers.get('retry-after')).toBe('3')
      const body = (await probe.json()) as { db: string; checks: { database: { status: string; pool: { max: number; inUse: number } } } }
      expect(body).toMatchObject({ db: 'busy', checks: { database: { status: 'busy' } }, error: { code: 'database_busy' } })
      expect(body.checks.database.pool.inUse).toBe(body.checks.database.pool.max)
    } finally {
      for (const client of held) client.release()
    }
    const today = businessDate()
    expect((await rest('GET', `calendar/availability/${addBusinessDays(today, 2)}`)).status).toBe(200)
    expect((await health()).status).toBe(200)
  }, 60_000)
})
