import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { queueStates, scheduledQueues } from '@plugins/jobs'
import { databasePool } from '@/lib/db/pool'
import { databaseUnavailability } from '@/lib/db/unavailable'
import { errorBody, type ErrorBody } from '@/lib/http/errors'

/** A due job left waiting longer than this means no runner is working its queue. */
export const JOBS_BEHIND_AFTER_SECONDS = 10 * 60

/** This instance's connections: taken by requests and jobs, free, and requests waiting for one. */
type PoolFigures = { max: number; inUse: number; idle: number; waiting: number }
/** busy: Postgres answers but every connection of this instance's pool is taken and requests queue for one. */
type DatabaseCheck = { status: 'ok' | 'unreachable' | 'busy'; pool?: PoolFigures }
type RedisCheck = { status: 'ok' | 'unreachable' | 'not_configured' }
type JobsCheck =
  | { status: 'ok' | 'behind'; waiting: number; failed: number; oldestWaitingSeconds: number | null; oldestWaitingQueue: string | null }
  | { status: 'unknown' }

export type Health = {
  /** ok: all checks pass; degraded: the site serves but something needs a look (200); error: no database (503). */
  status: 'ok' | 'degraded' | 'error'
  /** Kept for monitors written against the first version of this answer. */
  db: 'ok' | 'unreachable' | 'busy'
  checkedAt: string
  checks: { database: DatabaseCheck; redis: RedisCheck; jobs: JobsCheck }
} & Partial<ErrorBody>

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    work.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
}

/**
 * A pooled connection the database dropped (a restart, a failover) fails its next query once and
 * leaves the pool; one more try on a fresh connection tells a recovered database from a down one.
 */
async function selectOne(payload: Payload): Promise<void> {
  try {
    await payload.db.drizzle.execute(sql`select 1`)
  } catch {
    await payload.db.drizzle.execute(sql`select 1`)
  }
}

async function checkRedis(redisUrl: string | undefined, timeoutMs: number): Promise<RedisCheck> {
  if (!redisUrl) return { status: 'not_configured' }
  const client = createClient({ url: redisUrl, socket: { connectTimeout: timeoutMs, reconnectStrategy: false } })
  // Without a listener a refused connection would be an unhandled 'error' event.
  client.on('error', () => undefined)
  try {
    await withTimeout(
      client.connect().then(() => client.ping()),
      timeoutMs,
    )
    return { status: 'ok' }
  } catch {
    return { status: 'unreachable' }
  } finally {
    if (client.isOpen) client.destroy()
  }
}

async function checkJobs(payload: Payload, now: Date): Promise<JobsCheck> {
  const queues = await queueStates(payload, now, scheduledQueues(payload))
  let oldest: { queue: string; seconds: number } | null = null
  for (const { queue, oldestWaitingSeconds } of queues)
    if (oldestWaitingSeconds !== null && (!oldest || oldestWaitingSeconds > oldest.seconds))
      oldest = { queue, seconds: oldestWaitingSeconds }
  return {
    status: oldest && oldest.seconds > JOBS_BEHIND_AFTER_SECONDS ? 'behind' : 'ok',
    waiting: queues.reduce((sum, queue) => sum + queue.waiting, 0),
    failed: queues.reduce((sum, queue) => sum + queue.failed, 0),
    oldestWaitingSeconds: oldest?.seconds ?? null,
    oldestWaitingQueue: oldest?.queue ?? null,
  }
}

function poolFigures(payload: Payload): PoolFigures {
  const pool = databasePool(payload)
  return { max: pool.options.max, inUse: pool.totalCount - pool.idleCount, idle: pool.idleCount, waiting: pool.waitingCount }
}

/** A probe that failed while every connection was taken and requests queued: the pool, not the server. */
function poolExhausted(figures: PoolFigures | null, error: unknown): boolean {
  if (databaseUnavailability(error) === 'busy') return true
  return figures !== null && figures.inUse >= figures.max && figures.waiting > 0
}

/**
 * What GET /api/health checked: the database (a trivial query; any failure, start-up included, is
 * a 503: "busy" when this instance's pool has no free connection and requests wait for one,
 * "unreachable" otherwise), Redis when `REDIS_URL` is set, and the job queues (the oldest due job
 * still waiting). Redis or the queues failing leave the site serving: "degraded", still a 200, so
 * a load balancer keeps the instance while the answer tells people what to look at.
 */
export async function checkHealth(
  loadPayload: () => Promise<Payload>,
  { redisUrl, now = new Date(), timeoutMs = 3000 }: { redisUrl?: string; now?: Date; timeoutMs?: number } = {},
): Promise<Health> {
  const checkedAt = now.toISOString()
  let payload: Payload | null = null
  try {
    payload = await withTimeout(loadPayload(), timeoutMs)
    await withTimeout(selectOne(payload), timeoutMs)
  } catch (error) {
    const pool = payload ? poolFigures(payload) : null
    const busy = poolExhausted(pool, error)
    return {
      status: 'error',
      db: busy ? 'busy' : 'unreachable',
      checkedAt,
      checks: {
        database: { status: busy ? 'busy' : 'unreachable', ...(pool ? { pool } : {}) },
        redis: await checkRedis(redisUrl, timeoutMs),
        jobs: { status: 'unknown' },
      },
      ...(busy
        ? errorBody('database_busy', 'Every database connection of this instance is taken and requests are waiting for one')
        : errorBody('database_unreachable', 'The database is unreachable')),
    }
  }
  const [redis, jobs] = await Promise.all([
    checkRedis(redisUrl, timeoutMs),
    withTimeout(checkJobs(payload, now), timeoutMs).catch((): JobsCheck => ({ status: 'unknown' })),
  ])
  const degraded = redis.status === 'unreachable' || jobs.status !== 'ok'
  return {
    status: degraded ? 'degraded' : 'ok',
    db: 'ok',
    checkedAt,
    checks: { database: { status: 'ok', pool: poolFigures(payload) }, redis, jobs },
  }
}
