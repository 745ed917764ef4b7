import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { LOCK_NAMESPACES } from '@/lib/db/advisoryLock'

/** `jobIds`: the jobs this run worked. */
export type ExclusiveRun = { ran: false } | { ran: true; jobIds: string[] }

/**
 * Works one queue while holding a Postgres session lock on it, so one runner in the whole system
 * works a queue at a time, however many app instances, crons and manual runs there are. Payload
 * 3's own claim (a find, then an update) lets two runners take the same job; this is the one
 * active runner per queue that stays safe until Payload claims atomically.
 *
 * The lock lives on a connection of its own, held for the run: if the process dies, Postgres
 * drops the connection and the lock with it. `wait: false` (the crons) skips a queue another
 * runner is working; `wait: true` (manual and test runs) waits its turn.
 */
export async function runQueueExclusively(
  payload: Payload,
  { queue, limit = 10, wait = false, keepGoing = () => true }: { queue: string; limit?: number; wait?: boolean; keepGoing?: () => boolean },
): Promise<ExclusiveRun> {
  const client = await (payload.db as unknown as PostgresAdapter).pool.connect()
  let broken = false
  try {
    if (wait) {
      await client.query('select pg_advisory_lock($1, hashtext($2))', [LOCK_NAMESPACES.jobQueue, queue])
    } else {
      const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
        LOCK_NAMESPACES.jobQueue,
        queue,
      ])
      if (!rows[0]?.locked) return { ran: false }
    }
    try {
      return { ran: true, jobIds: await work(payload, queue, limit, keepGoing) }
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACES.jobQueue, queue])
    }
  } catch (error) {
    broken = true
    throw error
  } finally {
    // A connection whose unlock may not have happened is closed rather than reused, which frees the lock.
    client.release(broken)
  }
}

/** How long one run keeps taking batches while the queue is full, within the minute between ticks. */
const DRAIN_BUDGET_MS = 45_000

/**
 * Works the queue in batches of `limit` until a batch comes back short (the queue is drained),
 * the time budget is spent, or the process is stopping: a burst of forty paid bookings gets its
 * confirmations in seconds, not one batch a minute.
 */
async function work(payload: Payload, queue: string, limit: number, keepGoing: () => boolean): Promise<string[]> {
  await releaseStrandedClaims(payload, queue)
  if (payload.config.jobs.scheduling) await payload.jobs.handleSchedules({ queue })
  const worked: string[] = []
  const until = Date.now() + DRAIN_BUDGET_MS
  for (;;) {
    const result = await payload.jobs.run({ queue, limit, silent: true })
    const batch = Object.keys(result.jobStatus ?? {})
    worked.push(...batch)
    if (batch.length < limit || Date.now() >= until || !keepGoing()) return worked
  }
}

/**
 * Payload marks the jobs a run claims `processing` and only ever picks jobs that are not, so the
 * claims of a runner that died (a crash, a deploy's stop) would stay for good and their jobs never
 * run (docs/crash-safety.md). Whoever holds the queue's lock is its only runner, so any claim still
 * standing belongs to a dead one: free it. A job may then run a second time; every job here is
 * safe to (e-mails carry idempotency keys, refunds re-check under the booking's lock and reuse
 * Stripe's key).
 */
async function releaseStrandedClaims(payload: Payload, queue: string): Promise<void> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const released = await db.execute(
    sql`update payload_jobs set processing = false, updated_at = now() where queue = ${queue} and processing = true and completed_at is null`,
  )
  if (released.rowCount)
    payload.logger.warn({ msg: `released ${released.rowCount} job(s) of the ${queue} queue claimed by a runner that stopped` })
}
