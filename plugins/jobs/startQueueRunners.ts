import { Cron } from 'croner'
import type { Payload } from 'payload'
import { runQueueExclusively } from './runQueueExclusively'
import type { QueueSchedule } from './types'

const started = new WeakSet<Payload>()

/** Every app instance ticks each queue's cron; only the instance that gets the queue's lock works it. */
export function startQueueRunners(payload: Payload, schedules: QueueSchedule[]): void {
  if (started.has(payload)) return
  started.add(payload)
  for (const { queue, cron, limit } of schedules) {
    new Cron(
      cron,
      async () => {
        await runQueueExclusively(payload, { queue, limit })
      },
      {
        name: `queue:${queue}`,
        // A run still going when the next tick comes is left to finish.
        protect: true,
        catch: (error: unknown) => payload.logger.error({ err: error, msg: `the ${queue} queue's run failed` }),
      },
    )
  }
}
