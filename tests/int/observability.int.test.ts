import net from 'node:net'
import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueStates } from '@plugins/jobs'
import { checkHealth, JOBS_BEHIND_AFTER_SECONDS } from '@/server/health'
import { requestLogFields } from '@/lib/logging/requestContext.mjs'
import { metricsResponse } from '@/server/metrics/metricsResponse'
import { businessDate } from '@/lib/time/businessDate'
import { seed } from '@/seed/seed'
import { testPayload } from '../helpers/payload'

// A queue no runner works, so the jobs this file queues stay where it put them.
const QUEUE = 'observability-test'
const TOKEN = 'metrics-token-for-the-test-0123456789'

let payload: Payload
const pool = () => databasePool(payload)
const load = () => Promise.resolve(payload)

async function queueJob(overrides: { createdAt?: Date; waitUntil?: Date; failed?: boolean } = {}): Promise<number> {
  const job = await payload.jobs.queue({ task: 'expireHolds', input: {}, queue: QUEUE, waitUntil: overrides.waitUntil })
  if (overrides.createdAt) await pool().query('update payload_jobs set created_at = $2 where id = $1', [job.id, overrides.createdAt])
  if (overrides.failed) await pool().query('update payload_jobs set has_error = true where id = $1', [job.id])
  return Number(job.id)
}

const redisAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })

beforeAll(async () => {
  payload = await testPayload()
  await seed(payload)
})

afterAll(async () => {
  await pool().query('delete from payload_jobs where queue = $1', [QUEUE])
})

describe('the log', () => {
  it('is Payload’s logger with the request id added to every line (tests/unit/request-log.test.ts runs the pair)', () => {
    expect(payload.config.logger).toMatchObject({ options: { mixin: requestLogFields } })
  })
})

describe('the job queues as monitoring sees them', () => {
  it('count due jobs as waiting, later ones not at all, and failed ones apart, with the oldest due job’s age', async () => {
    const now = new Date()
    await queueJob({ createdAt: new Date(now.getTime() - 90_000) })
    await queueJob()
    await queueJob({ waitUntil: new Date(now.getTime() + 3_600_000) })
    await queueJob({ failed: true })
    const state = (await queueStates(payload, now)).find((queue) => queue.queue === QUEUE)
    expect(state).toEqual({ queue: QUEUE, waiting: 2, processing: 0, failed: 1, oldestWaitingSeconds: 90 })
    // An hour later the job that was waiting for its time is due too, and the oldest has aged.
    const later = (await queueStates(payload, new Date(now.getTime() + 3_600_000))).find((queue) => queue.queue === QUEUE)
    expect(later).toMatchObject({ waiting: 3, oldestWaitingSeconds: 3_600 + 90 })
    await pool().query('delete from payload_jobs where queue = $1', [QUEUE])
  })
})

describe('GET /api/health says what it checked', () => {
  it('reports the database, Redis (not configured here) and the queues, and is degraded (still 200) when a due job has waited too long', async () => {
    const now = new Date()
    const fine = await checkHealth(load, { now })
    expect(fine).toMatchObject({
      db: 'ok',
      checkedAt: now.toISOString(),
      checks: { database: { status: 'ok' }, redis: { status: 'not_configured' } },
    })
    expect(fine.checks.jobs).toHaveProperty('waiting')

    // A day-old job: older than anything else in this run's database.
    const id = await queueJob({ createdAt: new Date(now.getTime() - 86_400_000) })
    const behind = await checkHealth(load, { now })
    expect(behind.status).toBe('degraded')
    expect(behind.checks.jobs).toMatchObject({ status: 'behind', oldestWaitingQueue: QUEUE, oldestWaitingSeconds: 86_400 })
    expect(86_400).toBeGreaterThan(JOBS_BEHIND_AFTER_SECONDS)
    await pool().query('delete from payload_jobs where id = $1', [id])
  })

  it('is degraded when the configured Redis does not answer', async () => {
    const health = await checkHealth(load, { redisUrl: 'redis://127.0.0.1:1', timeoutMs: 1000 })
    expect(health.checks.redis).toEqual({ status: 'unreachable' })
    expect(health.status).toBe('degraded')
  })

  it('reports a Redis that answers', async (context) => {
    // The machine's Redis (the production path of several instances); a machine without one skips this.
    if (!(await redisAnswers(6379))) context.skip()
    const health = await checkHealth(load, { redisUrl: 'redis://127.0.0.1:6379' })
    expect(health.checks.redis).toEqual({ status: 'ok' })
  })
})

describe('GET /metrics', () => {
  const get = (authorization?: string, { token }: { token: string | undefined } = { token: TOKEN }) =>
    metricsResponse(new Request('http://localhost/metrics', { headers: authorization ? { authorization } : {} }), {
      token,
      loadPayload: load,
    })

  it('is closed without METRICS_TOKEN, and refuses a missing or wrong bearer token', async () => {
    const closed = await get(`Bearer ${TOKEN}`, { token: undefined })
    expect(closed.status).toBe(403)
    expect(await closed.json()).toMatchObject({ error: { code: 'metrics_disabled' } })
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const refused = await get(header)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('www-authenticate')).toBe('Bearer')
    }
  })

  it('prints today’s bookings by status, check-ins, flagged records, each queue and the database pool, as the database holds them', async () => {
    await queueJob()
    await queueJob({ failed: true })
    const response = await get(`Bearer ${TOKEN}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await response.text()
    const value = (series: string) => Number(new RegExp(`^${series.replace(/[{}"]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1])

    const { rows } = await pool().query<{ status: string; n: string; checked_in: string }>(
      'select status, count(*) as n, count(*) filter (where checked_in_at is not null) as checked_in from bookings where date = $1 group by status',
      [businessDate()],
    )
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0)
    for (const status of ['held', 'paid', 'cancelled']) expect(value(`playcentre_bookings_today{status="${status}"}`)).toBe(count(status))
    expect(value('playcentre_checkins_today')).toBe(rows.reduce((sum, row) => sum + Number(row.checked_in), 0))
    expect(value(`playcentre_job_queue_depth{queue="${QUEUE}"}`)).toBe(1)
    expect(value(`playcentre_job_failures{queue="${QUEUE}"}`)).toBe(1)
    expect(value('playcentre_db_pool_connections{state="total"}')).toBeGreaterThan(0)
    expect(text).toMatch(/^playcentre_needs_attention\{record="credit_purchase"\} \d+$/m)
  })
})
