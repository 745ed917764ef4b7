import { sql } from '@payloadcms/db-postgres'
import { databasePool } from '@/lib/db/pool'
import { drizzleOf } from '@/lib/db/postgres'
import type { PoolClient } from 'pg'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEND_QUEUED_EMAIL_TASK } from '../../plugins/email/types'
import { testPayload } from '../helpers/payload'
import { type RaceProcess, startRaceProcess } from '../helpers/raceProcess'
import type { RunnerCommand, RunnerResult } from '../race/jobRunnerWorker'

// Two app instances' runners working one queue at once, as two production instances' crons do:
// each job must be worked once, by one runner, and its effect (an e-mail in the outbox) happen
// once. (The e-mails' idempotency keys would hide a second send, so the runners report which jobs
// they worked.)
//
// Left to the scheduler, Payload's own claim (a find, then an update per job) rarely loses the race
// in a test's few seconds, so the control forces the losing interleaving: the test holds a SHARE
// lock on payload_jobs, which lets every read through and stops every write, until both runs are
// waiting on a lock; only then are they let go. Without the queue lock both runs have read the same
// jobs by then and both work them; with it, the second run is still waiting for the queue.

const JOBS = 200
// Few: each run claims them all in one batch, so the control doubles every one.
const BARRIER_JOBS = 4
const QUEUE_AT_ONCE = 8

let payload: Payload
// Two app instances, booted once for the file; the control (which can leave a run hanging) goes last.
let pair: RaceProcess<RunnerCommand, RunnerResult>[] = []
beforeAll(async () => {
  payload = await testPayload()
  pair = [startRaceProcess('tests/race/jobRunnerWorker.ts'), startRaceProcess('tests/race/jobRunnerWorker.ts')]
  await Promise.all(pair.map((one) => one.ready))
}, 180_000)
afterAll(async () => {
  await Promise.all(pair.map((one) => one.stop()))
})

/**
 * Queues the e-mails a pool's worth at a time: two hundred inserts at once would wait in line for
 * this process's connections longer than a request may (DB_POOL_ACQUIRE_TIMEOUT_MS) on a busy CI
 * machine, and the race is between the runners, not the inserts.
 */
async function queueEmails(queue: string, jobs: number): Promise<void> {
  for (let first = 0; first < jobs; first += QUEUE_AT_ONCE)
    await Promise.all(
      Array.from({ length: Math.min(QUEUE_AT_ONCE, jobs - first) }, (_, offset) =>
        payload.jobs.queue({
          task: SEND_QUEUED_EMAIL_TASK,
          queue,
          input: { to: 'runners@test.example', subject: `${queue} #${first + offset}`, text: 'Runner test', html: '<p>Runner test</p>' },
        }),
      ),
    )
}

/** Queues `jobs` e-mails on a queue of their own, lets two runners loose on it, and counts what reached the outbox. */
async function race(jobs: number): Promise<{ runners: RunnerResult[]; sent: Map<string, number> }> {
  const queue = `runners-locked-${Date.now()}`
  await queueEmails(queue, jobs)
  // A runner emptying the queue stops after 90 s.
  const runners = await Promise.all(pair.map((one) => one.send({ queue, unlocked: false, once: false, seconds: 90 })))
  return { runners, sent: await outboxOf(queue, jobs) }
}

async function outboxOf(queue: string, jobs: number): Promise<Map<string, number>> {
  const { docs } = await payload.find({
    collection: 'email-outbox',
    where: { subject: { like: `${queue} #` } },
    pagination: false,
    limit: jobs * 3,
    overrideAccess: true,
  })
  const sent = new Map<string, number>()
  for (const mail of docs) sent.set(mail.subject, (sent.get(mail.subject) ?? 0) + 1)
  return sent
}

/** Backends of this database, bar the barrier's own, waiting for a lock (a table, a row or an advisory lock). */
async function lockWaiters(barrier: PoolClient): Promise<{ pid: number; waitEvent: string; query: string }[]> {
  // Inside a transaction pg_stat_activity keeps the first look it took: take a fresh one.
  await barrier.query('select pg_stat_clear_snapshot()')
  const { rows } = await barrier.query<{ pid: number; waitEvent: string; query: string }>(
    `select pid, wait_event as "waitEvent", left(query, 120) as query from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
  )
  return rows
}

/**
 * Backends of this database that asked for a queue lock since `since` and were refused: their
 * connection's last statement was the try and they hold no advisory lock. (A run waiting for its
 * queue asks again later; it never waits on the server.)
 */
async function refusedQueueLocks(barrier: PoolClient, since: Date): Promise<number> {
  await barrier.query('select pg_stat_clear_snapshot()')
  const { rows } = await barrier.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity a
      where datname = current_database() and state = 'idle' and state_change >= $1
        and query like 'select pg_try_advisory_lock%'
        and not exists (select 1 from pg_locks l where l.pid = a.pid and l.locktype = 'advisory' and l.granted)`,
    [since],
  )
  return rows[0]?.n ?? 0
}

/**
 * Two runners each make one run over `jobs` queued e-mails, forced to interleave: the test's own
 * connection holds a SHARE lock on payload_jobs (reads pass, writes wait) from before either run
 * starts until both have read or been turned away. Without the queue lock, both runs have then
 * read the same unclaimed jobs and wait to claim them; with it, one waits to write and the other
 * was refused the queue's lock (and asks again later, holding no connection while it waits).
 */
async function barrierRace(unlocked: boolean, jobs: number): Promise<{ runners: RunnerResult[]; waiters: string[]; refused: number }> {
  const queue = `runners-barrier-${unlocked ? 'control' : 'locked'}-${Date.now()}`
  await queueEmails(queue, jobs)
  const barrier = await databasePool(payload).connect()
  let waiters: string[] = []
  let refused = 0
  let runs: Promise<RunnerResult>[] = []
  try {
    const { rows } = await barrier.query<{ now: Date }>('select clock_timestamp() as now')
    const since = rows[0]!.now
    await barrier.query('begin')
    await barrier.query('lock table payload_jobs in share mode')
    // A single run gives up (reporting itself unhealthy) after 20 s.
    runs = pair.map((one) => one.send({ queue, unlocked, once: true, seconds: 20 }))
    const until = Date.now() + 30_000
    for (;;) {
      const waiting = await lockWaiters(barrier)
      refused = unlocked ? 0 : await refusedQueueLocks(barrier, since)
      if (waiting.length + Math.min(refused, 1) >= 2) {
        waiters = waiting.map((row) => `${row.waitEvent}: ${row.query}`)
        break
      }
      if (Date.now() > until)
        throw new Error(`the two runs never both reached the barrier; waiting: ${JSON.stringify(waiting)}, refused the lock: ${refused}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    await barrier.query('commit').catch(() => undefined)
    barrier.release()
  }
  return { runners: await Promise.all(runs), waiters, refused }
}

async function connectionsIdleInTransaction(): Promise<number> {
  const db = drizzleOf(payload)
  const result = await db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
  )
  return Number((result.rows[0] as { n: number }).n)
}

describe('two runners on one queue', () => {
  it('send each queued e-mail exactly once, leave no transaction open and stay healthy', async () => {
    const { runners, sent } = await race(JOBS)
    const worked = runners.flatMap((result) => result.worked)
    expect(worked).toHaveLength(JOBS)
    expect(new Set(worked).size).toBe(JOBS)
    expect(sent.size).toBe(JOBS)
    expect([...sent.values()].every((count) => count === 1)).toBe(true)
    expect(runners.every((result) => result.healthy && result.failures === 0)).toBe(true)
    expect(await connectionsIdleInTransaction()).toBe(0)
  }, 180_000)

  it('with the queue lock, two runs forced to read together still work each job once', async () => {
    const { runners, waiters, refused } = await barrierRace(false, BARRIER_JOBS)
    // One run waited to write (its claim of stranded jobs); the other was refused the queue's lock.
    expect(waiters).toHaveLength(1)
    expect(waiters[0]).toMatch(/^relation/)
    expect(refused).toBeGreaterThanOrEqual(1)
    const worked = runners.flatMap((result) => result.worked)
    expect(worked).toHaveLength(BARRIER_JOBS)
    expect(new Set(worked).size).toBe(BARRIER_JOBS)
    expect(runners.every((result) => result.healthy)).toBe(true)
  }, 120_000)

  it("control: without the queue lock, Payload 3's own claim lets both runs work every job", async () => {
    const { runners, waiters } = await barrierRace(true, BARRIER_JOBS)
    // Both runs had read the unclaimed jobs and waited to claim them.
    expect(waiters.every((waiter) => waiter.startsWith('relation'))).toBe(true)
    const [first, second] = runners.map((result) => [...result.worked].sort())
    expect(first).toHaveLength(BARRIER_JOBS)
    expect(second).toEqual(first)
  }, 120_000)
})
