import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { customerCancellationTerms } from '../domain/cancellationPolicy'
import { withNoteLine } from '../domain/staffNote'
import { BOOKINGS_SLUG } from '../types'
import { lockedBooking } from './bookingLock'
import { loadCancellationSettings } from './cancellationSettings'
import { queueBookingEmail, queueRefund } from './queueBookingJobs'
import { inTransaction } from '@/lib/db/transaction'
import { returnCreditsForBooking } from '@plugins/credits'
import { returnVoucherForBooking } from '@plugins/vouchers'
import { recordCancelledBooking } from '@plugins/loyalty'

export type CancelRequest =
  | { by: 'customer'; bookingId: number; now?: Date }
  | { by: 'staff'; bookingId: number; refund: boolean; reason?: string; staffEmail: string; now?: Date }

export type CancelResult =
  | { status: 'cancelled'; booking: Booking; previousStatus: Booking['status']; refundPence: number; refundJobId: number | string | null }
  | { status: 'closed' | 'not_cancellable'; message: string }
  | { status: 'not_found' }

// A no-show (paid, never came) may still be cancelled by staff, refunded or not, as a goodwill gesture.
const STAFF_CANCELLABLE = new Set<Booking['status']>(['held', 'paid', 'no_show'])
/** The statuses whose money the venue holds: a cancellation may hand it back. */
const PAID = new Set<Booking['status']>(['paid', 'no_show'])

/**
 * Cancels a booking in one transaction: frees its places, records who cancelled, and queues the
 * refund and the cancellation e-mail. Families get the CMS policy (a full refund before the
 * deadline, nothing changed after it); staff may cancel any booking with or without a refund.
 */
export async function cancelBooking(req: PayloadRequest, request: CancelRequest): Promise<CancelResult> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    const booking = await lockedBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }

    let refundPence: number
    if (request.by === 'customer') {
      const terms = customerCancellationTerms(booking, await loadCancellationSettings(req), now)
      if (!terms.allowed) return { status: booking.status === 'paid' ? 'closed' : 'not_cancellable', message: terms.reason }
      refundPence = Math.max(0, terms.refundPence - (booking.refundedPence ?? 0))
    } else {
      if (!STAFF_CANCELLABLE.has(booking.status))
        return { status: 'not_cancellable', message: `This booking is ${booking.status.replace('_', ' ')} and cannot be cancelled.` }
      // What staff have not already refunded from the dashboard.
      refundPence = request.refund && PAID.has(booking.status) ? Math.max(0, booking.finalAmountPence - (booking.refundedPence ?? 0)) : 0
    }

    const staffLine =
      request.by === 'staff'
        ? `Cancelled by ${request.staffEmail}${refundPence > 0 ? ' with a full refund' : ' without a refund'}${request.reason ? `: ${request.reason}` : ''}.`
        : null
    const updated = await req.payload.update({
      collection: BOOKINGS_SLUG,
      id: booking.id,
      data: {
        status: 'cancelled',
        cancelledAt: now.toISOString(),
        cancelledBy: request.by,
        ...(refundPence > 0 ? { refundDuePence: refundPence } : {}),
        ...(staffLine ? { staffNote: withNoteLine(booking.staffNote, staffLine) } : {}),
      },
      req,
      overrideAccess: true,
      context: { bookingTransition: true },
    })
    await returnCreditsForBooking(req, booking.id, `Booking cancelled by ${request.by}`)
    // The voucher part goes back to the voucher, as credits do; the refund covers only the card part.
    await returnVoucherForBooking(req, booking.id, `Booking cancelled by ${request.by}`)
    if (PAID.has(booking.status)) await recordCancelledBooking(req, booking, refundPence)
    const refundJobId = refundPence > 0 ? await queueRefund(req, booking.id) : null
    if (PAID.has(booking.status)) await queueBookingEmail(req, booking.id, 'cancellation')
    return { status: 'cancelled', booking: updated, previousStatus: booking.status, refundPence, refundJobId }
  })
}
