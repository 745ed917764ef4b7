import type { Endpoint } from 'payload'
import { z } from 'zod'
import { hasRole } from '@/access/roles'
import { fieldErrors, jsonError } from '@/lib/http/requestBody'
import { runQueueExclusively } from './runQueueExclusively'

const querySchema = z.object({ queue: z.string().min(1).max(60), limit: z.coerce.number().int().min(1).max(500).default(100) })

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
    const result = await runQueueExclusively(req.payload, { queue: parsed.data.queue, limit: parsed.data.limit, wait: true })
    return Response.json({ queue: parsed.data.queue, jobs: result.ran ? result.jobIds.length : 0 })
  },
}
