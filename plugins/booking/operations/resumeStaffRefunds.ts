import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { paymentProvider, REFUND_KEY_LIFETIME_MS, STALE_REFUND_MS } from '@plugins/payments'
import { formatPence } from '@/lib/money'
import { BOOKING_REFUNDS_SLUG, BOOKINGS_SLUG } from '../types'
import { flagForStaff } from './flagForStaff'
import { recordRefundPaid, staffRefundKey } from './staffRefund'

export type ResumeRefundsReport = { checked: number; completed: number; retryLater: number; flagged: number }

const idOf = (value: number | { id: number } | null | undefined): number | null =>
  value == null ? null : typeof value === 'number' ? value : value.id

/**
 * Finishes staff refunds whose request died between claiming the amount and recording the
 * provider's answer (a crash, a deploy, a lost connection): the row stays `pending`, its amount
 * claimed, so nothing is refunded twice, but the booking's running total and revenue miss it.
 * Each is asked of the provider again with the row's own key: if the first call went through,
 * the provider answers with that same refund, if not it makes it now; then the row is recorded
 * once (recordRefundPaid). A provider error leaves the row pending for the next run. A row older
 * than the key's lifetime is never retried (a retry could refund a second time): its booking is
 * flagged for staff to check in the provider's dashboard.
 */
export async function resumeStaffRefunds(payload: Payload, now: Date = new Date()): Promise<ResumeRefundsReport> {
  const provider = paymentProvider(payload)
  const req = await createLocalReq({}, payload)
  const { docs } = await payload.find({
    collection: BOOKING_REFUNDS_SLUG,
    where: {
      and: [
        { status: { equals: 'pending' } },
        { kind: { equals: 'staff' } },
        { createdAt: { less_than: new Date(now.getTime() - STALE_REFUND_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const report: ResumeRefundsReport = { checked: 0, completed: 0, retryLater: 0, flagged: 0 }
  for (const row of docs) {
    report.checked += 1
    const bookingId = idOf(row.booking)
    const booking =
      bookingId === null
        ? null
        : await payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, overrideAccess: true, disableErrors: true })
    if (!booking?.paymentReference) {
      payload.logger.warn({
        refund: row.id,
        msg: 'a pending staff refund has no booking or payment left to refund against; check it in the payment provider',
      })
      report.retryLater += 1
      continue
    }
    if (now.getTime() - new Date(row.createdAt).getTime() > REFUND_KEY_LIFETIME_MS) {
      const line = `Refund of ${formatPence(row.amountPence)} asked for on ${row.createdAt.slice(0, 10)} was never confirmed: check the payment in the provider's dashboard before refunding again (ledger row ${row.id}).`
      if ((await flagForStaff(payload, booking.id, line)) === 'flagged') report.flagged += 1
      continue
    }
    try {
      const refund = await provider.refund({
        intentId: booking.paymentReference,
        amountPence: row.amountPence,
        idempotencyKey: staffRefundKey(row.id),
      })
      if (await recordRefundPaid(req, { bookingId: booking.id, refundId: row.id, amountPence: row.amountPence }, refund.id))
        report.completed += 1
    } catch (error) {
      payload.logger.warn({ err: error, refund: row.id, msg: 'resuming a staff refund failed; it stays pending for the next run' })
      report.retryLater += 1
    }
  }
  return report
}
