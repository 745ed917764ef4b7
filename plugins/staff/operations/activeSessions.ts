import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { visitEndsAt } from '@plugins/checkin'
import { loadKioskRules } from '@plugins/checkin'
import { minutesRemaining } from '../domain/sessionBadge'
import type { ActiveSession } from '../domain/staffApi'

/** Everyone checked in and not yet out, overtime first, then the least time left. */
export async function activeSessions(req: PayloadRequest, now: Date = new Date()): Promise<ActiveSession[]> {
  const rules = await loadKioskRules(req)
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { status: { equals: 'checked_in' } },
    pagination: false,
    limit: 1000,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
    .map((booking) => {
      const sessionEnd = visitEndsAt(booking, rules.sessionLengthMinutes)
      return {
        bookingId: booking.id,
        customerName: booking.customerName,
        customerEmail: booking.customerEmail ?? '',
        customerPhone: booking.customerPhone || null,
        numberOfChildren: booking.children,
        numberOfAdults: booking.adults,
        timeRemaining: minutesRemaining(sessionEnd, now),
        checkedInAt: booking.checkedInAt ?? '',
        sessionEnd: sessionEnd.toISOString(),
      }
    })
    .sort((a, b) => a.timeRemaining - b.timeRemaining || a.customerName.localeCompare(b.customerName))
}
