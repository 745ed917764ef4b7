import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { TaskConfig } from 'payload'
import { purgeRateLimits } from '../operations/rateLimit'

export const PURGE_VERIFICATIONS_TASK = 'purgeVerifications'

/** Nightly: codes a day past expiry and ended rate-limit windows are forgotten. */
export const purgeVerificationsTask = (queue: string): TaskConfig<typeof PURGE_VERIFICATIONS_TASK> => ({
  slug: PURGE_VERIFICATIONS_TASK,
  label: 'Forget old verification codes and rate-limit windows',
  schedule: [{ cron: '17 3 * * *', queue }],
  outputSchema: [
    { name: 'codes', type: 'number', required: true },
    { name: 'counters', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const db = drizzleOf(req.payload)
    const codes = await db.execute(sql`delete from email_verifications where expires_at < now() - interval '1 day'`)
    return { output: { codes: codes.rowCount ?? 0, counters: await purgeRateLimits(req.payload) } }
  },
})
