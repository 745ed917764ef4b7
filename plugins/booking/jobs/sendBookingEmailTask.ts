import type { TaskConfig } from 'payload'
import { sendBookingEmail, type BookingEmailContext } from '../operations/sendBookingEmail'
import { BOOKING_EMAIL_KINDS, SEND_BOOKING_EMAIL_TASK } from './queues'

/** Queued in the transaction that makes an e-mail due; sent outside it, retried on failure. */
export const sendBookingEmailTask = (context: BookingEmailContext): TaskConfig<typeof SEND_BOOKING_EMAIL_TASK> => ({
  slug: SEND_BOOKING_EMAIL_TASK,
  label: 'Send a booking e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [
    { name: 'bookingId', type: 'number', required: true },
    { name: 'kind', type: 'select', required: true, options: [...BOOKING_EMAIL_KINDS] },
    // Set when staff resend a confirmation: the resend's own key, so it is sent once more (and once only).
    { name: 'resendKey', type: 'text' },
  ],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req }) => ({
    output: { result: await sendBookingEmail(req.payload, context, input.bookingId, input.kind, input.resendKey ?? null) },
  }),
})
