import type { TaskConfig } from 'payload'
import { reconcilePayments } from '../operations/reconcilePayments'
import { MAINTENANCE_QUEUE, RECONCILE_PAYMENTS_TASK } from './queues'

/** Every 15 minutes: what the provider knows about the last 72 hours of bookings, repaired locally. */
export const reconcilePaymentsTask = (cron: string): TaskConfig<typeof RECONCILE_PAYMENTS_TASK> => ({
  slug: RECONCILE_PAYMENTS_TASK,
  label: 'Reconcile payments with the provider',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'repaired', type: 'number', required: true },
    { name: 'flagged', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const report = await reconcilePayments(req.payload)
    if (report.repaired + report.flagged + report.failed > 0) req.payload.logger.info({ msg: 'payment reconciliation', ...report })
    return { output: report }
  },
})
