import type { Payload } from 'payload'
import { FAILURES_ONLY } from './runLogging'

/**
 * Runs one just-queued job now, after the transaction that queued it committed, so the answer
 * can say it is done (an e-mail sent, a refund made). If it fails (the e-mail service or the
 * payment provider unreachable) the job stays queued and its queue's runner retries it; the
 * failure is logged with `context`, never thrown. `null` (nothing was queued) does nothing.
 */
export async function runJobNow(
  payload: Payload,
  jobId: number | string | null,
  context: { msg: string } & Record<string, unknown>,
): Promise<void> {
  if (jobId === null) return
  try {
    await payload.jobs.runByID({ id: jobId, silent: FAILURES_ONLY })
  } catch (error) {
    payload.logger.warn({ err: error, ...context })
  }
}
