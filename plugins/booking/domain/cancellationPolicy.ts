import { venueInstant } from '@/lib/time/businessDate'

/**
 * The spec words the policy two ways ("free up to 24 hours ahead" and "same-day cancellations are
 * not refunded"); the manager picks the reading in the CMS and both stay possible.
 */
export type CancellationRule = 'hours_before_slot' | 'before_visit_day'

export type CancellationSettings = { rule: CancellationRule; hoursBefore: number }

export type CancellationTerms =
  { allowed: true; refundPence: number; deadline: Date; reason: null } | { allowed: false; refundPence: 0; deadline: Date; reason: string }

const CANCELLABLE = new Set(['paid', 'held'])

/** When free cancellation ends for a visit on `date` at `slotStart` (venue time). */
export function cancellationDeadline(date: string, slotStart: string, settings: CancellationSettings): Date {
  if (settings.rule === 'before_visit_day') return venueInstant(date, '00:00')
  return new Date(venueInstant(date, slotStart).getTime() - settings.hoursBefore * 3_600_000)
}

/** What a family may do with their own booking now: cancel with a full refund, or nothing. */
export function customerCancellationTerms(
  booking: { status: string; date: string; slotStart: string; finalAmountPence: number },
  settings: CancellationSettings,
  now: Date,
): CancellationTerms {
  const deadline = cancellationDeadline(booking.date, booking.slotStart, settings)
  if (booking.status === 'cancelled' || booking.status === 'refunded')
    return { allowed: false, refundPence: 0, deadline, reason: 'This booking has already been cancelled.' }
  if (booking.status === 'no_show') {
    return {
      allowed: false,
      refundPence: 0,
      deadline,
      reason: 'This booking was not used on its day, so it can no longer be cancelled online. Please contact us.',
    }
  }
  if (!CANCELLABLE.has(booking.status))
    return { allowed: false, refundPence: 0, deadline, reason: 'This booking can no longer be changed online.' }
  if (now.getTime() >= deadline.getTime()) {
    return {
      allowed: false,
      refundPence: 0,
      deadline,
      reason: 'The free cancellation period for this booking has ended, so it can no longer be cancelled or refunded online.',
    }
  }
  return { allowed: true, refundPence: booking.status === 'paid' ? booking.finalAmountPence : 0, deadline, reason: null }
}
