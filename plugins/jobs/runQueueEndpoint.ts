import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { fieldErrors, jsonError } from '@/lib/http/requestBody'
import { scheduledQueues } from './queueState'
import { runQueueExclusively } from './runQueueExclusively'

const querySchema = z.object({ queue: z.string().min(1).max(60), limit: z.coerce.number().int().min(1).max(500).default(100) })

/** How long a manual run waits for its queue before it answers that the queue is busy. */
const MANUAL_RUN_WAIT_MS = 60_000

/**
 * GET /api/jobs/run?queue=: works a queue now (admins only), in turn with every other runner.
 * Replaces Payload's /api/payload-jobs/run, which would run beside the crons.
 */
export const runQueueEndpoint: Endpoint = {
  path: '/jobs/run',
  method: 'get',
  custom: { querySchema },
  handler: async (req) => {
    if (!hasRole(req.user, 'admin')) return jsonError(req.user ? 403 : 401, 'forbidden', 'Only an admin may run the jobs queue')
    const parsed = querySchema.safeParse({
      queue: req.searchParams.get('queue') ?? undefined,
      limit: req.searchParams.get('limit') ?? undefined,
    })
    if (!parsed.success) return jsonError(400, 'invalid_query', 'Name a queue, e.g. ?queue=emails', fieldErrors(parsed.error))
    const queues = scheduledQueues(req.payload)
    if (!queues.includes(parsed.data.queue))
      return jsonError(400, 'unknown_queue', `There is no queue called "${parsed.data.queue}"`, {
        queue: `One of: ${queues.join(', ')}`,
      })
    const result = await runQueueExclusively(req.payload, {
      queue: parsed.data.queue,
      limit: parsed.data.limit,
      wait: true,
      waitMs: MANUAL_RUN_WAIT_MS,
    })
    if (!result.ran) {
      const response = jsonError(503, 'queue_busy', `The ${parsed.data.queue} queue is still being worked: try again shortly`)
      response.headers.set('Retry-After', '30')
      return response
    }
    return Response.json({ queue: parsed.data.queue, jobs: result.jobIds.length })
  },
}
