import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { jobsAtOnce, queueTurn, runSlot, tryQueueLock } from './queueLocks'
import { FAILURES_ONLY } from './runLogging'

/** `jobIds`: the jobs this run worked. `ran: false`: another runner had the queue (or, waiting, kept it past the wait). */
export type ExclusiveRun = { ran: false } | { ran: true; jobIds: string[] }

/** How long a waiting run tries again for a queue another instance is working. */
const RETRY_MS = { first: 100, most: 1000 }

/**
 * Works one queue while holding a Postgres session lock on it, so one runner in the whole system
 * works a queue at a time, however many app instances, crons and manual runs there are. Payload
 * 3's own claim (a find, then an update) lets two runners take the same job; this is the one
 * active runner per queue that stays safe until Payload claims atomically.
 *
 * Nothing waits while holding a connection: runs of one queue in this process take turns in
 * memory, at most `QUEUE_RUNS_AT_ONCE` work at once, and the lock is taken with
 * `pg_try_advisory_lock` on a connection of the queue-lock pool (plugins/jobs/queueLocks.ts), let
 * go while waiting for another instance's run to end. If the process dies, Postgres drops the
 * connection and the lock with it.
 *
 * `wait: false` (the crons) skips a queue another runner is working; `wait: true` (manual and test
 * runs) waits its turn for up to `waitMs`. `limit` is the batch a run claims and works at once, never
 * more than `jobsAtOnce` (what the app's pool can serve beside requests); a run drains the queue
 * batch after batch either way.
 */
export async function runQueueExclusively(
  payload: Payload,
  {
    queue,
    limit = 10,
    wait = false,
    waitMs = 120_000,
    keepGoing = () => true,
  }: { queue: string; limit?: number; wait?: boolean; waitMs?: number; keepGoing?: () => boolean },
): Promise<ExclusiveRun> {
  const deadline = wait ? Date.now() + waitMs : null
  const leaveTurn = await queueTurn(payload, queue, deadline)
  if (!leaveTurn) return { ran: false }
  try {
    for (let pause = RETRY_MS.first; ; pause = Math.min(pause * 2, RETRY_MS.most)) {
      // A cron waits for a slot (in memory) for as long as the minute allows; the next tick starts afresh.
      const leaveSlot = await runSlot(payload, deadline ?? Date.now() + 50_000)
      if (!leaveSlot) return { ran: false }
      try {
        const lock = await tryQueueLock(payload, queue)
        if (lock) {
          try {
            return { ran: true, jobIds: await work(payload, queue, limit, keepGoing) }
          } finally {
            await lock.release()
          }
        }
      } finally {
        leaveSlot()
      }
      if (deadline === null || Date.now() + pause >= deadline) return { ran: false }
      await new Promise((resolve) => setTimeout(resolve, pause))
    }
  } finally {
    leaveTurn()
  }
}

/** How long one run keeps taking batches while the queue is full, within the minute between ticks. */
const DRAIN_BUDGET_MS = 45_000

/**
 * Works the queue in batches of `limit` (at most `jobsAtOnce`) until a batch comes back short (the
 * queue is drained), the time budget is spent, or the process is stopping: a burst of forty paid
 * bookings gets its confirmations in seconds, not one batch a minute.
 */
async function work(payload: Payload, queue: string, limit: number, keepGoing: () => boolean): Promise<string[]> {
  await releaseStrandedClaims(payload, queue)
  if (payload.config.jobs.scheduling) await payload.jobs.handleSchedules({ queue })
  const worked: string[] = []
  const until = Date.now() + DRAIN_BUDGET_MS
  const batchSize = Math.min(limit, jobsAtOnce(payload))
  for (;;) {
    const result = await payload.jobs.run({ queue, limit: batchSize, silent: FAILURES_ONLY })
    const batch = Object.keys(result.jobStatus ?? {})
    worked.push(...batch)
    if (batch.length < batchSize || Date.now() >= until || !keepGoing()) return worked
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
  const db = drizzleOf(payload)
  const released = await db.execute(
    sql`update payload_jobs set processing = false, updated_at = now() where queue = ${queue} and processing = true and completed_at is null`,
  )
  if (released.rowCount)
    payload.logger.warn({ msg: `released ${released.rowCount} job(s) of the ${queue} queue claimed by a runner that stopped` })
}
