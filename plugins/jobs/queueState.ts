import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'

/** One queue as monitoring sees it: jobs due and waiting, being worked, and failed for good. */
export type QueueState = {
  queue: string
  /** Due now (no `waitUntil` in the future), not claimed, not failed. */
  waiting: number
  processing: number
  /** Jobs that gave up after their retries: they stay in the table, with their error, until someone looks. */
  failed: number
  /** Age of the oldest due job still waiting, in whole seconds; null when none waits. */
  oldestWaitingSeconds: number | null
}

/**
 * Every queue's state at `now`, in one query over Payload's jobs table (small: finished jobs are
 * deleted when they complete). Queues the plugins run but which hold no job are listed with zeros.
 */
export async function queueStates(payload: Payload, now: Date, knownQueues: string[] = []): Promise<QueueState[]> {
  const { rows } = await databasePool(payload).query<{
    queue: string
    waiting: string
    processing: string
    failed: string
    oldest: Date | null
  }>(
    `select coalesce(queue, 'default') as queue,
            count(*) filter (where not coalesce(has_error, false) and not coalesce(processing, false)
                               and (wait_until is null or wait_until <= $1)) as waiting,
            count(*) filter (where coalesce(processing, false)) as processing,
            count(*) filter (where coalesce(has_error, false)) as failed,
            min(coalesce(wait_until, created_at)) filter (where not coalesce(has_error, false) and not coalesce(processing, false)
                               and (wait_until is null or wait_until <= $1)) as oldest
       from payload_jobs
      where completed_at is null
      group by 1`,
    [now],
  )
  const byQueue = new Map<string, QueueState>(
    knownQueues.map((queue) => [queue, { queue, waiting: 0, processing: 0, failed: 0, oldestWaitingSeconds: null }]),
  )
  for (const row of rows) {
    byQueue.set(row.queue, {
      queue: row.queue,
      waiting: Number(row.waiting),
      processing: Number(row.processing),
      failed: Number(row.failed),
      oldestWaitingSeconds: row.oldest ? Math.max(0, Math.floor((now.getTime() - new Date(row.oldest).getTime()) / 1000)) : null,
    })
  }
  return [...byQueue.values()].sort((a, b) => a.queue.localeCompare(b.queue))
}

/** The queues this configuration runs on a schedule (plugins/jobs took them from `autoRun`). */
export function scheduledQueues(payload: Payload): string[] {
  const schedules = (payload.config.custom?.queueSchedules as { queue: string }[] | undefined) ?? []
  return [...new Set(schedules.map(({ queue }) => queue))]
}
