import type { PayloadRequest } from 'payload'
import {
  EMAIL_QUEUE,
  PAYMENTS_QUEUE,
  RECORD_RECEIPT_TASK,
  REFUND_BOOKING_TASK,
  SEND_BOOKING_EMAIL_TASK,
  type BookingEmailKind,
} from '../jobs/queues'

/**
 * Follow-up work is queued with `req`, inside the transaction of the change that causes it: the
 * job exists exactly when the change committed, and its network call happens outside the lock.
 */
export async function queueRefund(req: PayloadRequest, bookingId: number): Promise<number | string> {
  const job = await req.payload.jobs.queue({ task: REFUND_BOOKING_TASK, input: { bookingId }, queue: PAYMENTS_QUEUE, req })
  return job.id
}

export async function queueBookingEmail(
  req: PayloadRequest,
  bookingId: number,
  kind: BookingEmailKind,
  resendKey?: string,
): Promise<number | string> {
  const job = await req.payload.jobs.queue({
    task: SEND_BOOKING_EMAIL_TASK,
    input: { bookingId, kind, ...(resendKey ? { resendKey } : {}) },
    queue: EMAIL_QUEUE,
    req,
  })
  return job.id
}

/** After a payment: fetch and keep the provider's receipt link (a network call, so never in the payment's transaction). */
export async function queueReceipt(req: PayloadRequest, bookingId: number): Promise<void> {
  await req.payload.jobs.queue({ task: RECORD_RECEIPT_TASK, input: { bookingId }, queue: PAYMENTS_QUEUE, req })
}
