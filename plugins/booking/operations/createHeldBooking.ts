import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'
import type { PromoRefusal } from '../domain/promoCode'
import { lockSlot, occupiedChildren } from './slotOccupancy'
import { inTransaction, transactionDb } from '@/lib/db/transaction'

export type HoldRequest = {
  data: Omit<Booking, 'id' | 'createdAt' | 'updatedAt' | 'status' | 'holdExpiresAt' | 'reference'>
  capacity: number
  holdMinutes: number
  /** A hold ending at a set time instead of `holdMinutes` from now (a staff booking paid by an e-mailed link). */
  holdUntil?: Date
  newReference: () => string
  /** Runs in the hold's transaction before the slot is locked; true refuses the hold (the cap on live holds). */
  refuse?: () => Promise<boolean>
  /** Runs under the slot lock: false refuses the hold as full (staff blocked the slot since the day was read). */
  stillOpen?: () => Promise<boolean>
  /** Runs under the slot lock: places promised to others that this hold may not take (waiting-list families, for the public's holds). */
  reserved?: () => Promise<number>
  /** Runs under the slot lock once the places are there, before the insert: a refusal (a promo code used up) refuses the hold. */
  claim?: () => Promise<PromoRefusal | null>
  /** Runs in the hold's transaction once the booking exists (credits are taken here); its changes are saved with the hold. */
  afterHold?: (booking: Booking) => Promise<Partial<Booking> | null>
}

export type HoldResult =
  | { status: 'held'; booking: Booking }
  | { status: 'full'; placesLeft: number }
  | { status: 'refused' }
  | { status: 'promo_refused'; refusal: PromoRefusal }

/**
 * The capacity invariant: under a per-slot advisory lock inside one transaction, recount the
 * children holding or owning places, then insert the hold or refuse. No network call in here.
 */
export async function createHeldBooking(
  req: PayloadRequest,
  options: Pick<SanitizedBookingOptions, 'disableSlotLock'>,
  hold: HoldRequest,
): Promise<HoldResult> {
  const { date, slotStart, children } = hold.data
  return inTransaction(req, async () => {
    if (hold.refuse && (await hold.refuse())) return { status: 'refused' }
    const db = await transactionDb(req)
    if (!options.disableSlotLock) await lockSlot(db, date, slotStart)
    if (hold.stillOpen && !(await hold.stillOpen())) return { status: 'full', placesLeft: 0 }
    const taken = await occupiedChildren(db, date, slotStart)
    const reserved = hold.reserved ? await hold.reserved() : 0
    const placesLeft = Math.max(0, hold.capacity - taken - reserved)
    if (children > placesLeft) return { status: 'full', placesLeft }
    const claimRefused = hold.claim ? await hold.claim() : null
    if (claimRefused) return { status: 'promo_refused', refusal: claimRefused }

    const booking = await req.payload.create({
      collection: BOOKINGS_SLUG,
      data: {
        ...hold.data,
        reference: hold.newReference(),
        status: 'held',
        holdExpiresAt: (hold.holdUntil ?? new Date(Date.now() + hold.holdMinutes * 60_000)).toISOString(),
      },
      req,
      overrideAccess: true,
    })
    const changes = hold.afterHold ? await hold.afterHold(booking) : null
    if (!changes || Object.keys(changes).length === 0) return { status: 'held', booking }
    const updated = await req.payload.update({ collection: BOOKINGS_SLUG, id: booking.id, data: changes, req, overrideAccess: true })
    return { status: 'held', booking: updated }
  })
}
