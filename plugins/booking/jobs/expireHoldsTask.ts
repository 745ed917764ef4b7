import type { TaskConfig } from 'payload'
import type { PlacesFreed } from '../types'
import { expireHoldsAndCancelPayments } from '../operations/expireHolds'
import { MAINTENANCE_QUEUE } from './queues'

export const EXPIRE_HOLDS_TASK = 'expireHolds'

/** Runs on the jobs queue (stored in Postgres, shared by every instance) on a schedule. */
export const expireHoldsTask = (cron: string, placesFreed: PlacesFreed): TaskConfig<typeof EXPIRE_HOLDS_TASK> => ({
  slug: EXPIRE_HOLDS_TASK,
  label: 'Expire unpaid holds',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'intentsCancelled', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await expireHoldsAndCancelPayments(req.payload, placesFreed) }),
})
