import type { Payload } from 'payload'
import { runQueueExclusively } from '@plugins/jobs'

/**
 * Works a jobs queue until nothing runnable is left, as the server's cron would over a few
 * minutes, taking its turn with any other runner. Test files share one database, so a queue can
 * hold earlier files' jobs too.
 */
export async function workQueue(payload: Payload, queue: string): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const result = await runQueueExclusively(payload, { queue, limit: 100, wait: true })
    if (result.ran && result.jobIds.length === 0) return
  }
  throw new Error(`the ${queue} queue did not drain`)
}
