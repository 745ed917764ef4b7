import type { PayloadRequest } from 'payload'
import { BOOKING_STATUS } from '../domain/bookingStatus'
import { BOOKINGS_SLUG } from '../types'

/**
 * Of these bookings, the ones still being paid for: held, whether or not the hold has run out yet
 * (until the hold-expiry job releases it, what it spent is still its own). For the vouchers
 * plugin, which sits below booking and is told through its options; read in `req`'s transaction.
 */
export async function bookingsBeingPaid(req: PayloadRequest, bookingIds: number[]): Promise<number[]> {
  if (bookingIds.length === 0) return []
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { and: [{ id: { in: bookingIds } }, { status: { equals: BOOKING_STATUS.held } }] },
    select: { status: true },
    depth: 0,
    limit: bookingIds.length,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs.map((booking) => booking.id)
}
