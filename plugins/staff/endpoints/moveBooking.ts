import type { Endpoint } from 'payload'
import { z } from 'zod'
import { recordAudit } from '@plugins/audit'
import { BOOKINGS_SLUG, moveAnswer, moveBooking, staffMoveSchema } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { refuseUnlessRole } from './staffHttp'

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * POST /api/admin/bookings/:id/move { selectedDate, selectedTime?, reason }: staff move a paid
 * booking to another day or session with room, also after the family's cut-off, with why, written
 * to the audit log in the move's transaction (ADR 0018).
 */
export const moveBookingEndpoint: Endpoint = {
  path: '/admin/bookings/:id/move',
  method: 'post',
  custom: endpointSchemas({ params, body: staffMoveSchema, query: z.object({}) }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const parsed = readParams(req, params)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'The booking id must be a number')
    const body = await readJsonBody(req, staffMoveSchema)
    if (!body.ok) return body.response
    const bookingId = parsed.data.id
    const { selectedDate, selectedTime, reason } = body.data
    const result = await inTransaction(req, async () => {
      const outcome = await moveBooking(req, {
        by: 'staff',
        bookingId,
        target: { selectedDate, selectedTime },
        reason,
        staffEmail: String(req.user!.email),
      })
      if (outcome.status === 'moved') {
        const { booking, from } = outcome
        await recordAudit(req, {
          action: 'move_booking',
          summary: `Moved ${booking.reference} (${booking.customerName}) from ${from.date} ${from.slotLabel} to ${booking.date} ${booking.slotLabel}: ${reason}`,
          entity: BOOKINGS_SLUG,
          recordId: booking.id,
          before: from,
          after: { date: booking.date, slotStart: booking.slotStart, slotLabel: booking.slotLabel, reason },
        })
      }
      return outcome
    })
    return moveAnswer(req, result)
  },
}
