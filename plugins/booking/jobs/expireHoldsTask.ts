import type { TaskConfig } from 'payload'
import { expireStaleHolds } from '../operations/expireHolds'

export const EXPIRE_HOLDS_TASK = 'expireHolds'
export const MAINTENANCE_QUEUE = 'maintenance'

/** Runs on the jobs queue (stored in Postgres, shared by every instance) on a schedule. */
export const expireHoldsTask = (cron: string): TaskConfig<typeof EXPIRE_HOLDS_TASK> => ({
  slug: EXPIRE_HOLDS_TASK,
  label: 'Expire unpaid holds',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'expired', type: 'number', required: true }],
  handler: async ({ req }) => {
    const expired = await expireStaleHolds(req.payload)
    if (expired.length > 0) req.payload.logger.info({ msg: 'expired unpaid holds', bookings: expired })
    return { output: { expired: expired.length } }
  },
})
