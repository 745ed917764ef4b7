import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createClient } from 'redis'
import { queueStates, scheduledQueues } from '@plugins/jobs'
import { errorBody, type ErrorBody } from '@/lib/http/errors'

/** A due job left waiting longer than this means no runner is working its queue. */
export const JOBS_BEHIND_AFTER_SECONDS = 10 * 60

type DatabaseCheck = { status: 'ok' | 'unreachable' }
type RedisCheck = { status: 'ok' | 'unreachable' | 'not_configured' }
type JobsCheck =
  | { status: 'ok' | 'behind'; waiting: number; failed: number; oldestWaitingSeconds: number | null; oldestWaitingQueue: string | null }
  | { status: 'unknown' }

export type Health = {
  /** ok: all checks pass; degraded: the site serves but something needs a look (200); error: no database (503). */
  status: 'ok' | 'degraded' | 'error'
  /** Kept for monitors written against the first version of this answer. */
  db: 'ok' | 'unreachable'
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

/**
 * What GET /api/health checked: the database (a trivial query; any failure, start-up included, is
 * "unreachable" and a 503), Redis when `REDIS_URL` is set, and the job queues (the oldest due job
 * still waiting). Redis or the queues failing leave the site serving: "degraded", still a 200, so
 * a load balancer keeps the instance while the answer tells people what to look at.
 */
export async function checkHealth(
  loadPayload: () => Promise<Payload>,
  { redisUrl, now = new Date(), timeoutMs = 3000 }: { redisUrl?: string; now?: Date; timeoutMs?: number } = {},
): Promise<Health> {
  const checkedAt = now.toISOString()
  let payload: Payload
  try {
    payload = await withTimeout(
      loadPayload().then(async (loaded) => {
        await selectOne(loaded)
        return loaded
      }),
      timeoutMs,
    )
  } catch {
    return {
      status: 'error',
      db: 'unreachable',
      checkedAt,
      checks: { database: { status: 'unreachable' }, redis: await checkRedis(redisUrl, timeoutMs), jobs: { status: 'unknown' } },
      ...errorBody('database_unreachable', 'The database is unreachable'),
    }
  }
  const [redis, jobs] = await Promise.all([
    checkRedis(redisUrl, timeoutMs),
    withTimeout(checkJobs(payload, now), timeoutMs).catch((): JobsCheck => ({ status: 'unknown' })),
  ])
  const degraded = redis.status === 'unreachable' || jobs.status !== 'ok'
  return { status: degraded ? 'degraded' : 'ok', db: 'ok', checkedAt, checks: { database: { status: 'ok' }, redis, jobs } }
}
