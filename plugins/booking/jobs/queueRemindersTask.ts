import type { TaskConfig } from 'payload'
import { queueReminders } from '../operations/queueReminders'
import { MAINTENANCE_QUEUE, QUEUE_REMINDERS_TASK } from './queues'

/** Hourly: the day-before reminder e-mails, each queued once. */
export const queueRemindersTask = (cron: string): TaskConfig<typeof QUEUE_REMINDERS_TASK> => ({
  slug: QUEUE_REMINDERS_TASK,
  label: 'Queue visit reminders',
  schedule: [{ cron, queue: MAINTENANCE_QUEUE }],
  outputSchema: [{ name: 'queued', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { queued: (await queueReminders(req.payload)).length } }),
})
