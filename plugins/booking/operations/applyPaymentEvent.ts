import type { PayloadRequest } from 'payload'
import { paymentEventSeen, recordPaymentEvent, type NormalizedPaymentEvent, type PaymentEventOutcome } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import { venueInstant } from '@/lib/time/businessDate'
import { BOOKINGS_SLUG } from '../types'
import { daySchedule } from '../domain/daySchedule'
import { withNoteLine } from '../domain/staffNote'
import { isSlotPast, slotRestriction } from '../domain/slotStatus'
import { lockedBooking } from './bookingLock'
import { loadDays } from './loadDay'
import { queueBookingEmail, queueReceipt, queueRefund } from './queueBookingJobs'
import { lockSlot, occupiedChildren } from './slotOccupancy'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { retakeCreditsForBooking, returnCreditsForBooking } from '@plugins/credits'
import { retakeVoucherForBooking, returnVoucherForBooking } from '@plugins/vouchers'
import { recordPaidBooking } from '@plugins/loyalty'

type Decision = {
  outcome: PaymentEventOutcome['status']
  detail: string
  status?: Booking['status']
  /** Money to hand back: the payment cannot be kept (slot full, or the booking was cancelled). */
  refundPence?: number
  /** Something staff must look at, written to the booking's note. */
  attention?: string
  /** A new end for the hold (a payment on its way). */
  holdUntil?: string
}

/**
 * Applies one provider event to its booking, exactly once: the event's key is written in the same
 * transaction as the booking's change, and every event of a booking waits for the one before it.
 * States only move forward. A payment arriving after its hold expired is confirmed if the slot
 * still has room; otherwise it is refunded (by a queued job) and the booking flagged for staff.
 */
export async function applyPaymentEvent(req: PayloadRequest, event: NormalizedPaymentEvent): Promise<PaymentEventOutcome> {
  const bookingId = Number(event.metadata.bookingId)
  if (!Number.isInteger(bookingId) || bookingId <= 0) return { status: 'ignored', detail: 'The event names no booking' }

  return inTransaction(req, async () => {
    const booking = await lockedBooking(req, bookingId)
    if (await paymentEventSeen(req, event)) return { status: 'duplicate', bookingId }

    const decision: Decision = booking ? await decide(req, booking, event) : { outcome: 'ignored', detail: 'Unknown booking' }

    await recordPaymentEvent(req, event, { booking: booking ? bookingId : null, outcome: decision.detail })
    if (!booking) return { status: decision.outcome, detail: decision.detail }

    const changes: Partial<Booking> = {}
    if (decision.status && decision.status !== booking.status) changes.status = decision.status
    if (decision.status === 'paid' && booking.status !== 'paid') changes.paidAt = new Date().toISOString()
    if (decision.attention) {
      changes.staffNote = withNoteLine(booking.staffNote, decision.attention)
      changes.needsAttention = true
    }
    if (decision.refundPence) changes.refundDuePence = decision.refundPence
    if (decision.holdUntil) changes.holdExpiresAt = decision.holdUntil
    if (Object.keys(changes).length > 0) {
      await req.payload.update({
        collection: BOOKINGS_SLUG,
        id: bookingId,
        data: changes,
        req,
        overrideAccess: true,
        context: { bookingTransition: true },
      })
    }
    if (changes.status === 'cancelled') {
      await returnCreditsForBooking(req, bookingId, 'Payment did not complete')
      await returnVoucherForBooking(req, bookingId, 'Payment did not complete')
    }
    if (changes.status === 'paid') {
      await recordPaidBooking(req, { ...booking, ...changes })
      await queueBookingEmail(req, bookingId, 'confirmation')
      await queueReceipt(req, bookingId)
    }
    if (decision.refundPence) await queueRefund(req, bookingId)
    return { status: decision.outcome, bookingId, detail: decision.detail }
  })
}

async function decide(req: PayloadRequest, booking: Booking, event: NormalizedPaymentEvent): Promise<Decision> {
  const keep = (detail: string, attention?: string): Decision => ({ outcome: 'ignored', detail, attention })
  if (booking.paymentReference !== event.intentId) return keep(`Payment ${event.intentId} does not belong to booking ${booking.reference}`)

  if (event.type === 'payment_failed' || event.type === 'payment_canceled') {
    // Only an unpaid hold is released; a failure reported after success changes nothing.
    return booking.status === 'held'
      ? { status: 'cancelled', outcome: 'applied', detail: 'Payment did not complete; places released' }
      : keep('Nothing to release')
  }
  if (event.type === 'payment_processing') {
    // A bank debit clears in 1-3 business days: its places stay held until the session starts.
    const sessionStart = venueInstant(booking.date, booking.slotStart)
    if (booking.status !== 'held' || !booking.holdExpiresAt || new Date(booking.holdExpiresAt) <= new Date())
      return keep('No live hold to keep')
    if (new Date(booking.holdExpiresAt) >= sessionStart) return keep('Hold already lasts until the session')
    return { outcome: 'applied', detail: 'Payment processing; places held until the session starts', holdUntil: sessionStart.toISOString() }
  }
  if (event.type !== 'payment_succeeded') return keep(`Event type ${event.type} is not used`)

  if (event.currency.toLowerCase() !== 'gbp' || event.amountPence !== booking.finalAmountPence) {
    return keep(
      `Paid ${event.amountPence} ${event.currency}, expected ${booking.finalAmountPence} gbp`,
      `Payment ${event.intentId} does not match the booking total: check it and refund if needed.`,
    )
  }
  if (booking.refundDuePence) return keep('A refund of this payment is already under way')
  if (booking.status === 'held' && booking.holdExpiresAt && new Date(booking.holdExpiresAt) > new Date()) {
    return { status: 'paid', outcome: 'applied', detail: 'Paid' }
  }
  if (booking.cancelledBy) {
    // The family or staff cancelled on purpose; the money goes back rather than reviving the booking.
    return {
      outcome: 'applied',
      detail: 'Paid after the booking was cancelled; refunding',
      refundPence: event.amountPence,
      attention: `Paid after it was cancelled: ${event.intentId} is being refunded automatically.`,
    }
  }
  if (booking.status === 'held' || booking.status === 'expired' || booking.status === 'cancelled') {
    // The hold lapsed (or the payment failed once) before the money arrived: count the places again, under the lock.
    const db = await transactionDb(req)
    await lockSlot(db, booking.date, booking.slotStart)
    const inputs = await loadDays(req, booking.date, booking.date)
    const slot = daySchedule(booking.date, inputs.settings, inputs.specialDays[0]).slots.find(
      (candidate) => candidate.start === booking.slotStart,
    )
    if (slot && isSlotPast(booking.date, slot.end, new Date())) {
      // Money that clears after the session ended (a slow bank payment) buys nothing any more.
      return {
        outcome: 'applied',
        detail: 'Paid after the session ended; refunding',
        refundPence: event.amountPence,
        attention: `Paid after its session had ended: ${event.intentId} is being refunded automatically.`,
      }
    }
    const blocked = slotRestriction(booking.date, booking.slotStart, inputs.restrictions) !== null
    const capacity = slot && !blocked ? slot.capacity : 0
    const taken = await occupiedChildren(db, booking.date, booking.slotStart)
    if (taken + booking.children <= capacity) {
      const credits = booking.sessionCreditsUsed ?? 0
      if (
        credits > 0 &&
        !(booking.customerEmail && (await retakeCreditsForBooking(req, { email: booking.customerEmail, bookingId: booking.id, credits })))
      ) {
        return {
          outcome: 'applied',
          detail: 'Paid after the hold expired, but its session credits were used since; refunding',
          refundPence: event.amountPence,
          attention: `Paid after its hold expired, but the ${credits} session credits it relied on were used by another booking: ${event.intentId} is being refunded automatically.`,
        }
      }
      const voucherPence = booking.voucherAppliedPence ?? 0
      if (voucherPence > 0 && !(await retakeVoucherForBooking(req, { bookingId: booking.id, pence: voucherPence, now: new Date() }))) {
        return {
          outcome: 'applied',
          detail: 'Paid after the hold expired, but its gift voucher was used or expired since; refunding',
          refundPence: event.amountPence,
          attention: `Paid after its hold expired, but the gift voucher it relied on was used or expired since: ${event.intentId} is being refunded automatically.`,
        }
      }
      return { status: 'paid', outcome: 'applied', detail: 'Paid after the hold expired; places were still free' }
    }
    return {
      outcome: 'applied',
      detail: 'Paid after the hold expired and the slot is full; refunding',
      refundPence: event.amountPence,
      attention: `Paid after its hold expired, but the slot was full: ${event.intentId} is being refunded automatically. Consider contacting the family.`,
    }
  }
  return keep(`Already ${booking.status}`)
}
