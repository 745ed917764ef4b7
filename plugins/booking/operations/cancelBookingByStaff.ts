import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { inTransaction } from '@/lib/db/transaction'
import { BOOKINGS_SLUG } from '../types'
import { cancelBooking, type CancelResult } from './cancelBooking'

export type StaffCancelRequest = { bookingId: number; refund: boolean; reason?: string; staffEmail: string }

/**
 * A staff cancellation (the booking's cancel button and the payment search's "refund and
 * cancel"): `cancelBooking` and its audit entry in one transaction. The refund job it queues is
 * the caller's to run after the commit (`runQueuedRefund`).
 */
export async function cancelBookingByStaff(req: PayloadRequest, request: StaffCancelRequest): Promise<CancelResult> {
  const { bookingId, refund, reason, staffEmail } = request
  return inTransaction(req, async () => {
    const outcome = await cancelBooking(req, { by: 'staff', bookingId, refund, reason, staffEmail })
    if (outcome.status === 'cancelled') {
      await recordAudit(req, {
        action: 'cancel_booking',
        summary: `Cancelled ${outcome.booking.reference}${outcome.refundPence > 0 ? `, refunding ${outcome.refundPence}p` : ', no refund'}${reason ? `: ${reason}` : ''}`,
        entity: BOOKINGS_SLUG,
        recordId: bookingId,
        before: { status: outcome.previousStatus },
        after: { status: outcome.booking.status, refundPence: outcome.refundPence, reason: reason ?? null },
      })
    }
    return outcome
  })
}
