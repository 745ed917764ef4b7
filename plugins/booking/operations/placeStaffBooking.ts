import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { recordPaidBooking } from '@plugins/loyalty'
import type { StaffBookingRequest } from '../domain/staffBookingSchema'
import type { SanitizedBookingOptions } from '../types'
import { queueBookingEmail } from './queueBookingJobs'
import { reserveBooking, type ReserveResult } from './reserveBooking'

export type StaffBookingResult = Exclude<ReserveResult, { status: 'held' } | { status: 'refused' }> | { status: 'created'; booking: Booking }

export type StaffBookingContext = {
  staffUserId: number
  now?: Date
  /** In the booking's transaction once it is paid: the caller's audit entry, kept exactly when the booking is. */
  record: (booking: Booking) => Promise<void>
}

/**
 * A booking taken by staff on the phone or at the desk: the website's operation (window, price,
 * slot lock, blocks), then paid at once in the same transaction, at the desk or complimentary.
 * No session credits are spent: staff have no proof that the caller reads the e-mail address.
 * The confirmation e-mail is queued like a paid online booking's. No payment reference is kept:
 * there is no card payment to refund or reconcile (the refund calls refuse it, as for a walk-in).
 */
export async function placeStaffBooking(req: PayloadRequest, options: SanitizedBookingOptions, input: StaffBookingRequest, context: StaffBookingContext): Promise<StaffBookingResult> {
  const now = context.now ?? new Date()
  const at = now.toISOString()
  const held = await reserveBooking(req, options, input, now, {
    clientKey: null,
    data: { source: 'staff', loyaltyOptIn: input.loyaltyOptIn },
    afterHold: async (booking) => {
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
  })
  if (held.status === 'refused') throw new Error('A staff booking has no hold limit to refuse it')
  if (held.status !== 'held') return held
  return { status: 'created', booking: held.booking }
}
