import type { PayloadRequest } from 'payload'
import { checkedInBookings } from '@plugins/booking'
import { visitEndsAt } from '@plugins/checkin'
import { loadKioskRules } from '@plugins/checkin'
import { minutesRemaining } from '../domain/sessionBadge'
import type { ActiveSession } from '../domain/staffApi'

/** Everyone checked in and not yet out, overtime first, then the least time left. */
export async function activeSessions(req: PayloadRequest, now: Date = new Date()): Promise<ActiveSession[]> {
  const rules = await loadKioskRules(req)
  return (await checkedInBookings(req))
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
