import { Cron } from 'croner'
import type { Payload } from 'payload'
import { runQueueExclusively } from './runQueueExclusively'
import type { QueueSchedule } from './types'

const started = new WeakSet<Payload>()

/**
 * Where the app's front (scripts/server.mjs, same process) finds how to stop the runners on
 * SIGTERM: no new run starts, and the promise settles once the runs under way have finished, so a
 * deploy never kills a run between an e-mail's send and its record.
 */
export const STOP_QUEUE_RUNNERS: unique symbol = Symbol.for('playcentre.stopQueueRunners')
type StopQueueRunners = () => Promise<void>
type WithStopHook = typeof globalThis & { [STOP_QUEUE_RUNNERS]?: StopQueueRunners }

/** Every app instance ticks each queue's cron; only the instance that gets the queue's lock works it. */
export function startQueueRunners(payload: Payload, schedules: QueueSchedule[]): void {
  if (started.has(payload)) return
  started.add(payload)
  const running = new Set<Promise<unknown>>()
  let stopping = false
  const crons = schedules.map(
    ({ queue, cron, limit }) =>
      new Cron(
        cron,
        async () => {
          const run = runQueueExclusively(payload, { queue, limit, keepGoing: () => !stopping })
          running.add(run)
          try {
            await run
          } finally {
            running.delete(run)
          }
        },
        {
          name: `queue:${queue}`,
          // A run still going when the next tick comes is left to finish.
          protect: true,
          catch: (error: unknown) => payload.logger.error({ err: error, msg: `the ${queue} queue's run failed` }),
        },
      ),
  )
  ;(globalThis as WithStopHook)[STOP_QUEUE_RUNNERS] = async () => {
    stopping = true
    for (const job of crons) job.stop()
    await Promise.allSettled([...running])
  }
}
