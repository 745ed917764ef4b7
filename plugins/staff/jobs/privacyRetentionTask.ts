import type { TaskConfig } from 'payload'
import { runPrivacyRetention } from '../operations/privacyRetention'

export const PRIVACY_RETENTION_TASK = 'privacyRetention'

/** Nightly: number plates, names recorded offline at the door, inquiries and waiting lists past the CMS's retention periods are removed (issue 27). */
export const privacyRetentionTask = (cron: string, queue: string): TaskConfig<typeof PRIVACY_RETENTION_TASK> => ({
  slug: PRIVACY_RETENTION_TASK,
  label: 'Remove personal data past its retention period',
  schedule: [{ cron, queue }],
  outputSchema: [
    { name: 'numberPlates', type: 'number', required: true },
    { name: 'offlineCheckInNames', type: 'number', required: true },
    { name: 'inquiries', type: 'number', required: true },
    { name: 'waitingListEntries', type: 'number', required: true },
    { name: 'auditEntries', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await runPrivacyRetention(req.payload, new Date()) }),
})
