import type { Endpoint } from 'payload'
import { z } from 'zod'
import { recordAudit } from '@plugins/audit'
import { BOOKING_STATUS, BOOKINGS_SLUG, undoNoShow } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { undoNoShowSchema, type UndoNoShowAnswer } from '../domain/staffApi'
import { json, refuseUnlessRole } from './staffHttp'

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * POST /api/admin/bookings/:id/undo-no-show { reason }: staff take a no-show back to paid, with
 * why, written to the audit log in the same transaction. Anything but a no-show is a 409.
 */
export const undoNoShowEndpoint: Endpoint = {
  path: '/admin/bookings/:id/undo-no-show',
  method: 'post',
  custom: endpointSchemas({ params, body: undoNoShowSchema, query: z.object({}) }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const parsed = readParams(req, params)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'The booking id must be a number')
    const body = await readJsonBody(req, undoNoShowSchema)
    if (!body.ok) return body.response
    const bookingId = parsed.data.id
    const { reason } = body.data
    const result = await inTransaction(req, async () => {
      const outcome = await undoNoShow(req, { bookingId, reason, staffEmail: String(req.user!.email) })
      if (outcome.status === 'undone') {
        const { booking } = outcome
        await recordAudit(req, {
          action: 'undo_no_show',
          summary: `Undid the no-show of ${booking.customerName} (${booking.reference}): ${reason}`,
          entity: BOOKINGS_SLUG,
          recordId: booking.id,
          before: { status: BOOKING_STATUS.no_show, noShowAt: outcome.noShowAt },
          after: { status: booking.status, reason },
        })
      }
      return outcome
    })
    switch (result.status) {
      case 'not_found':
        return jsonError(404, 'not_found', 'No such booking')
      case 'not_no_show':
        return jsonError(
          409,
          'not_no_show',
          `This booking is ${result.bookingStatus.replace('_', ' ')}, not a no-show: there is nothing to undo.`,
        )
      case 'undone':
        return json({
          success: true,
          message: `${result.booking.customerName}’s booking is paid again (not checked in).`,
          booking: { id: result.booking.id, reference: result.booking.reference, status: BOOKING_STATUS.paid },
        } satisfies UndoNoShowAnswer)
    }
  },
}
