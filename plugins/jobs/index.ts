import type { Config, Payload } from 'payload'
import { contribute } from '@/lib/plugins/contributions'
import { jobsNeedsAttention } from './contributions/needsAttention'
import { runQueueEndpoint } from './runQueueEndpoint'
import { startQueueRunners } from './startQueueRunners'
import type { QueueSchedule } from './types'

export { runJobNow } from './runJobNow'
export { runQueueExclusively } from './runQueueExclusively'
export { queueStates, scheduledQueues, type QueueState } from './queueState'
export type { QueueSchedule } from './types'

/**
 * One runner per queue across every instance. Put it last in `plugins`: it takes the `autoRun`
 * entries the other plugins declared, so Payload's own crons (which let two instances claim the
 * same job) never start, and keeps them for `startJobRunners`, which runs them through
 * `runQueueExclusively`. Payload's manual run endpoint is closed; `GET /api/jobs/run?queue=`
 * takes its place.
 */
export const jobsPlugin =
  () =>
  (config: Config): Config => {
    const autoRun = Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []
    const queueSchedules: QueueSchedule[] = autoRun.map((entry) => ({
      queue: entry.queue ?? 'default',
      cron: entry.cron ?? '* * * * *',
      limit: entry.limit ?? 10,
    }))
    return {
      ...config,
      // Jobs that failed for good are on the Overview's "Needs attention".
      custom: contribute({ ...config.custom, queueSchedules }, jobsNeedsAttention),
      endpoints: [...(config.endpoints ?? []), runQueueEndpoint],
      jobs: {
        ...config.jobs,
        tasks: config.jobs?.tasks ?? [],
        autoRun: undefined,
        access: { ...config.jobs?.access, run: () => false },
      },
    }
  }

/** Starts this process's queue crons (the server calls it once, when it boots). */
export function startJobRunners(payload: Payload): void {
  startQueueRunners(payload, (payload.config.custom?.queueSchedules as QueueSchedule[] | undefined) ?? [])
}
