import type { Payload } from 'payload'
import { runJobNow } from '@plugins/jobs'
import type { Booking } from '@/payload-types'
import { BOOKINGS_SLUG } from '../types'

/**
 * Runs a just-queued refund job now, after its transaction committed, so the answer can say
 * "refunded". If the provider is unreachable the job stays queued and the cron retries it.
 */
export async function runQueuedRefund(payload: Payload, jobId: number | string | null, bookingId: number): Promise<Booking['status']> {
  await runJobNow(payload, jobId, { booking: bookingId, msg: 'refund will be retried by the jobs queue' })
  return (await payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true })).status
}
