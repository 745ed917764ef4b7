import type { Payload } from 'payload'

type RunJobsSilent = NonNullable<NonNullable<Parameters<Payload['jobs']['run']>[0]>['silent']>

/**
 * Payload's job runs log each run's counts (info) and each job that fails (error). The counts
 * come every minute from every queue and say nothing: they stay quiet. A failed job (an e-mail
 * service down, a refund refused) is logged with its error, so it shows in the server's logs
 * beside the job's own record and its retries.
 */
export const FAILURES_ONLY: RunJobsSilent = { info: true, error: false }
