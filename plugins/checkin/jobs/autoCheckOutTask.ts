import type { TaskConfig } from 'payload'
import { autoCheckOut } from '../operations/autoCheckOut'

export const AUTO_CHECK_OUT_TASK = 'autoCheckOut'

/** On a schedule: visits left open after their session and the grace period are checked out. */
export const autoCheckOutTask = (cron: string, queue: string): TaskConfig<typeof AUTO_CHECK_OUT_TASK> => ({
  slug: AUTO_CHECK_OUT_TASK,
  label: 'Check out visits left open',
  schedule: [{ cron, queue }],
  outputSchema: [{ name: 'checkedOut', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: await autoCheckOut(req.payload) }),
})
