import type { TaskConfig } from 'payload'
import { resumeStaffRefunds } from '../operations/resumeStaffRefunds'
import { MAINTENANCE_QUEUE, RESUME_STAFF_REFUNDS_TASK } from './queues'

/** Every few minutes: staff refunds cut off half way are finished, once (resumeStaffRefunds). */
export const resumeStaffRefundsTask = (cron: string): TaskConfig<typeof RESUME_STAFF_REFUNDS_TASK> => ({
  slug: RESUME_STAFF_REFUNDS_TASK,
  label: 'Finish staff refunds that were cut off',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'completed', type: 'number', required: true },
    { name: 'retryLater', type: 'number', required: true },
    { name: 'flagged', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const report = await resumeStaffRefunds(req.payload)
    if (report.checked > 0) req.payload.logger.info({ msg: 'resumed staff refunds', ...report })
    return { output: report }
  },
})
