import type { TaskConfig } from 'payload'
import { refundBooking } from '../operations/refundBooking'
import { REFUND_BOOKING_TASK } from './queues'

/** Queued with the change that makes a refund due; retried until the provider accepts it. */
export const refundBookingTask: TaskConfig<typeof REFUND_BOOKING_TASK> = {
  slug: REFUND_BOOKING_TASK,
  label: 'Refund a booking',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'bookingId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const result = await refundBooking(req.payload, input.bookingId)
    return { output: { result: result.status === 'refunded' ? `refunded ${result.refundId}` : result.status } }
  },
}
