import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { withNoteLine } from '../domain/staffNote'
import { BOOKINGS_SLUG } from '../types'
import { lockedBooking } from './bookingLock'

export type UndoNoShowRequest = { bookingId: number; reason: string; staffEmail: string; now?: Date }

export type UndoNoShowResult =
  | { status: 'undone'; booking: Booking; noShowAt: string | null }
  | { status: 'not_no_show'; bookingStatus: Booking['status'] }
  | { status: 'not_found' }

/**
 * Staff take back a no-show (the family did come, or the booking was marked by mistake): under
 * the booking's lock, `no_show` goes back to `paid`, and nothing else does. `noShowAt` stays as the
 * record of the marking, which also keeps the no-show job from marking it again. It does not count
 * as a visit for loyalty: visits are counted only by a check-in. Call inside the request's
 * transaction, with the audit entry.
 */
export async function undoNoShow(req: PayloadRequest, request: UndoNoShowRequest): Promise<UndoNoShowResult> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const booking = await lockedBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    if (booking.status !== 'no_show') return { status: 'not_no_show', bookingStatus: booking.status }
    const note = withNoteLine(booking.staffNote, `No-show undone by ${request.staffEmail} on ${now.toISOString()}: ${request.reason}`)
    // The two columns only: a whole-document update would rewrite the booking's ticket rows too.
    await db.execute(
      sql`update bookings set status = 'paid', staff_note = ${note}, updated_at = now() where id = ${booking.id} and status = 'no_show'`,
    )
    const updated = await req.payload.findByID({ collection: BOOKINGS_SLUG, id: booking.id, depth: 0, req, overrideAccess: true })
    return { status: 'undone', booking: updated, noShowAt: booking.noShowAt ?? null }
  })
}
