import type { TaskConfig } from 'payload'
import { purgeIdempotentRequests } from '@/lib/http/idempotentRequests'

export const PURGE_KIOSK_REQUESTS_TASK = 'purgeKioskRequests'

/** Nightly: kiosk answers kept for retries are forgotten after `days`. */
export const purgeKioskRequestsTask = (cron: string, queue: string, days: number): TaskConfig<typeof PURGE_KIOSK_REQUESTS_TASK> => ({
  slug: PURGE_KIOSK_REQUESTS_TASK,
  label: 'Forget old kiosk answers',
  schedule: [{ cron, queue }],
  outputSchema: [{ name: 'purged', type: 'number', required: true }],
  handler: async ({ req }) => ({ output: { purged: await purgeIdempotentRequests(req, days) } }),
})
