import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { recordPaidBooking } from '@plugins/loyalty'
import { cardLinkHoldUntil } from '../domain/cardLinkHold'
import type { StaffBookingRequest } from '../domain/staffBookingSchema'
import type { SanitizedBookingOptions } from '../types'
import { queueBookingEmail } from './queueBookingJobs'
import { reserveBooking, type ReserveResult } from './reserveBooking'

export type StaffBookingResult =
  Exclude<ReserveResult, { status: 'held' } | { status: 'refused' }> | { status: 'created'; booking: Booking }

export type StaffBookingContext = {
  staffUserId: number
  now?: Date
  /** In the booking's transaction once it is paid or held for its link: the caller's audit entry, kept exactly when the booking is. */
  record: (booking: Booking) => Promise<void>
}

const NOTHING_TO_PAY = 'This booking costs nothing, so there is nothing to pay by card: choose paid at the desk'

/**
 * A booking taken by staff on the phone or at the desk: the website's operation (window, price,
 * slot lock, blocks), then in the same transaction either paid at once (at the desk, or
 * complimentary) or left held with a payment link e-mailed to the family (card_link), which the
 * family pays through the Payment Element like an online booking; unpaid, the hold expires as any
 * other. No session credits are spent: staff have no proof that the caller reads the e-mail address.
 * No payment reference is kept for desk or complimentary bookings: there is no card payment to
 * refund or reconcile (the refund calls refuse it, as for a walk-in).
 */
export async function placeStaffBooking(
  req: PayloadRequest,
  options: SanitizedBookingOptions,
  input: StaffBookingRequest,
  context: StaffBookingContext,
): Promise<StaffBookingResult> {
  const now = context.now ?? new Date()
  const at = now.toISOString()
  const byLink = input.payment === 'card_link'
  const held = await reserveBooking(req, options, input, now, {
    clientKey: null,
    data: { source: 'staff', loyaltyOptIn: input.loyaltyOptIn },
    holdUntil: byLink ? (settings, slotStart) => cardLinkHoldUntil(now, settings, input.selectedDate, slotStart) : undefined,
    afterHold: async (booking) => {
      if (byLink) {
        // Thrown inside the hold's transaction, so the hold is rolled back with it.
        if (booking.finalAmountPence === 0) throw new NothingToPay()
        await queueBookingEmail(req, booking.id, 'payment_link')
        await context.record(booking)
        return null
      }
      const changes: Partial<Booking> =
        input.payment === 'complimentary'
          ? { status: 'paid', paidAt: at, finalAmountPence: 0, paymentProvider: 'complimentary', complimentaryReason: input.reason ?? null }
          : {
              status: 'paid',
              paidAt: at,
              paidInStore: true,
              inStorePaymentConfirmedAt: at,
              inStorePaymentConfirmedBy: context.staffUserId,
              paymentProvider: 'in_store',
            }
      const paid = { ...booking, ...changes }
      await recordPaidBooking(req, paid)
      if (paid.customerEmail) await queueBookingEmail(req, booking.id, 'confirmation')
      await context.record(paid)
      return changes
    },
  }).catch((error: unknown) => {
    if (error instanceof NothingToPay) return { status: 'invalid', message: NOTHING_TO_PAY, fields: { payment: NOTHING_TO_PAY } } as const
    throw error
  })
  if (held.status === 'refused') throw new Error('A staff booking has no hold limit to refuse it')
  if (held.status !== 'held') return held
  return { status: 'created', booking: held.booking }
}

class NothingToPay extends Error {}
