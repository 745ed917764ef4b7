import { E_TIMEOUT, Semaphore, withTimeout } from 'async-mutex'
import pg from 'pg'
import type { Payload } from 'payload'
import { LOCK_NAMESPACES } from '@/lib/db/advisoryLock'
import { databasePoolOptions } from '@/lib/db/pool'

/**
 * Runs of the job queues this process works at once, whatever the number of queues, crons and
 * manual calls: each holds one connection of the lock pool below while it works, and its jobs use
 * the app's pool, so the runs together can never take every connection requests need.
 */
export const QUEUE_RUNS_AT_ONCE = 2

/**
 * Jobs one run works at once: 4 with the default pool of 10. Payload starts every job of a batch
 * together, each taking connections of the app's pool one after another, and the run takes one
 * more for its claims; a batch larger than the pool lines its jobs up for connections (a batch of
 * 100 over 200 queued e-mails had 91 waiting), and on a busy machine the last in line, the newest
 * jobs, waited past `DB_POOL_ACQUIRE_TIMEOUT_MS` and failed ("timeout exceeded when trying to
 * connect"): put off for a minute and more, unsent, with requests waiting behind them. With this
 * many, the runs at once and their claims fit in the pool together, and no line forms. Working
 * fewer at once costs nothing: 200 e-mails to the outbox took 2.7 s four at a time and 3.8 s a
 * hundred at a time on an idle machine, and about the same as each other under load.
 */
export function jobsAtOnce(payload: Payload): number {
  const poolMax = databasePoolOptions(payload).max ?? 10
  return Math.max(1, Math.floor(poolMax / QUEUE_RUNS_AT_ONCE) - 1)
}

export type Release = () => void
type Locks = { pool: pg.Pool; slots: Semaphore; turns: Map<string, Semaphore> }
const byPayload = new WeakMap<Payload, Locks>()

/**
 * Queue locks live on connections of their own pool (at most `QUEUE_RUNS_AT_ONCE`), never on the
 * app's: a lock held on a pooled connection while its run waited for another pooled connection
 * once froze the whole app (issue 36).
 */
function locksOf(payload: Payload): Locks {
  let locks = byPayload.get(payload)
  if (!locks) {
    const pool = new pg.Pool({
      ...databasePoolOptions(payload),
      max: QUEUE_RUNS_AT_ONCE,
      idleTimeoutMillis: 30_000,
      allowExitOnIdle: true,
    })
    pool.on('error', (error) => payload.logger.warn(`idle queue-lock connection lost: ${error.message}`))
    locks = { pool, slots: new Semaphore(QUEUE_RUNS_AT_ONCE), turns: new Map() }
    byPayload.set(payload, locks)
  }
  return locks
}

/**
 * Waits in memory, holding no connection, until `deadline`: the releaser, or null when the
 * deadline came first. With `deadline` null it does not wait at all.
 */
async function acquireBy(lock: Semaphore, deadline: number | null): Promise<Release | null> {
  if (deadline === null) return lock.isLocked() ? null : (await lock.acquire())[1]
  const remaining = deadline - Date.now()
  if (remaining <= 0) return null
  try {
    return (await withTimeout(lock, remaining).acquire())[1]
  } catch (error) {
    if (error === E_TIMEOUT) return null
    throw error
  }
}

/** This process's turn at one queue: one run of a queue at a time here, the others waiting in memory. */
export function queueTurn(payload: Payload, queue: string, deadline: number | null): Promise<Release | null> {
  const { turns } = locksOf(payload)
  let turn = turns.get(queue)
  if (!turn) {
    turn = new Semaphore(1)
    turns.set(queue, turn)
  }
  return acquireBy(turn, deadline)
}

/** One of this process's `QUEUE_RUNS_AT_ONCE` run slots. */
export function runSlot(payload: Payload, deadline: number | null): Promise<Release | null> {
  return acquireBy(locksOf(payload).slots, deadline)
}

export type HeldQueueLock = { release: () => Promise<void> }

/**
 * The queue's Postgres session lock, across every instance, or null when another runner holds it.
 * It never waits on the server: a caller that wants to wait tries again later, holding nothing.
 */
export async function tryQueueLock(payload: Payload, queue: string): Promise<HeldQueueLock | null> {
  const client = await locksOf(payload).pool.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as locked', [
      LOCK_NAMESPACES.jobQueue,
      queue,
    ])
    if (!rows[0]?.locked) {
      client.release()
      return null
    }
  } catch (error) {
    client.release(true)
    throw error
  }
  return {
    release: async () => {
      try {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [LOCK_NAMESPACES.jobQueue, queue])
        client.release()
      } catch {
        // A connection whose unlock may not have happened is closed rather than reused, which frees the lock.
        client.release(true)
      }
    },
  }
}
