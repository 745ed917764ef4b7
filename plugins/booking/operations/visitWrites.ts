import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { newBookingReference } from '../domain/bookingReference'
import { BOOKINGS_SLUG, type BookingStatus } from '../types'

/**
 * The booking's side of a visit, for the check-in plugin: it decides (under the booking's lock,
 * in its own transaction, passed as `req`) and these write. Each takes the caller's `req`, so
 * the write commits or rolls back with the visit event beside it.
 */

export type VisitChange = 'check_in' | 'check_out' | 'undo_check_in' | 'undo_check_out'

function visitFields(change: VisitChange, to: BookingStatus, at: string, playEndsAt: Date | undefined): Partial<Booking> {
  switch (change) {
    case 'check_in':
      return { status: to, checkedInAt: at, checkedOutAt: null, playEndsAt: playEndsAt?.toISOString() ?? null }
    case 'check_out':
      return { status: to, checkedOutAt: at }
    case 'undo_check_in':
      return { status: to, checkedInAt: null, checkedOutAt: null, playEndsAt: null }
    case 'undo_check_out':
      return { status: to, checkedOutAt: null }
  }
}

/** A check-in, check-out or undo on the booking: its new status and visit times. */
export async function writeVisitToBooking(
  req: PayloadRequest,
  bookingId: number,
  change: { action: VisitChange; to: BookingStatus; at: Date; playEndsAt?: Date },
): Promise<Booking> {
  const data = visitFields(change.action, change.to, change.at.toISOString(), change.playEndsAt)
  return req.payload.update({ collection: BOOKINGS_SLUG, id: bookingId, data, depth: 0, req, overrideAccess: true })
}

/** What the desk took for a walk-in, who confirmed it and when. */
export async function writeInStorePayment(
  req: PayloadRequest,
  bookingId: number,
  payment: { amountPaidPence: number; staffUserId: number; at: Date },
): Promise<Booking> {
  const at = payment.at.toISOString()
  return req.payload.update({
    collection: BOOKINGS_SLUG,
    id: bookingId,
    data: {
      originalAmountPence: payment.amountPaidPence,
      finalAmountPence: payment.amountPaidPence,
      paidInStore: true,
      paidAt: at,
      inStorePaymentConfirmedAt: at,
      inStorePaymentConfirmedBy: payment.staffUserId,
    },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

export type WalkInBooking = {
  customerName: string
  children: number
  adults: number
  date: string
  session: { start: string; label: string }
  amountPaidPence: number
  checkedInAt: Date
  playEndsAt: Date
}

/**
 * A walk-in's booking, paid at the desk and checked in at once. The caller has taken the slot's
 * lock and recounted its places in the same transaction. No e-mail or phone is stored.
 */
export async function createWalkInBooking(req: PayloadRequest, walkIn: WalkInBooking): Promise<Booking> {
  const data: Omit<Booking, 'id' | 'createdAt' | 'updatedAt'> = {
    reference: newBookingReference(),
    customerName: walkIn.customerName,
    customerEmail: null,
    customerPhone: null,
    date: walkIn.date,
    slotStart: walkIn.session.start,
    slotLabel: walkIn.session.label,
    tickets: [],
    children: walkIn.children,
    adults: walkIn.adults,
    loyaltyOptIn: false,
    originalAmountPence: walkIn.amountPaidPence,
    creditSavingsPence: 0,
    promoDiscountPence: 0,
    voucherAppliedPence: 0,
    finalAmountPence: walkIn.amountPaidPence,
    sessionCreditsUsed: 0,
    status: 'checked_in',
    source: 'walk_in',
    paidInStore: true,
    paymentProvider: 'in_store',
    checkedInAt: walkIn.checkedInAt.toISOString(),
    playEndsAt: walkIn.playEndsAt.toISOString(),
  }
  return req.payload.create({ collection: BOOKINGS_SLUG, data, depth: 0, req, overrideAccess: true })
}
