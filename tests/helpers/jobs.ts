import type { Payload } from 'payload'

/**
 * Works a jobs queue until nothing runnable is left, as the server's cron would over a few
 * minutes. Test files share one database, so a queue can hold earlier files' jobs too.
 */
export async function workQueue(payload: Payload, queue: string): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    const result = await payload.jobs.run({ queue, limit: 100, silent: true })
    if (Object.keys(result.jobStatus ?? {}).length === 0) return
  }
  throw new Error(`the ${queue} queue did not drain`)
}
