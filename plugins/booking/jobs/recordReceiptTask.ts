import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { TaskConfig } from 'payload'
import { paymentProvider } from '@plugins/payments'
import { BOOKINGS_SLUG } from '../types'
import { RECORD_RECEIPT_TASK } from './queues'

/** Keeps the provider's receipt link on a paid booking, for staff to open from the payment search. */
export const recordReceiptTask: TaskConfig<typeof RECORD_RECEIPT_TASK> = {
  slug: RECORD_RECEIPT_TASK,
  label: 'Record a payment receipt',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 60_000 } },
  inputSchema: [{ name: 'bookingId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req }) => {
    const booking = await req.payload.findByID({
      collection: BOOKINGS_SLUG,
      id: input.bookingId,
      depth: 0,
      overrideAccess: true,
      disableErrors: true,
    })
    const provider = paymentProvider(req.payload)
    if (!booking?.paymentReference || booking.paymentProvider !== provider.name) return { output: { result: 'no card payment' } }
    const url = await provider.receiptUrl(booking.paymentReference)
    if (!url) return { output: { result: 'no receipt' } }
    // One column, never a write-back of the whole booking row.
    await drizzleOf(req.payload).execute(sql`update bookings set receipt_url = ${url} where id = ${input.bookingId}`)
    return { output: { result: 'recorded' } }
  },
}
