import type { Endpoint } from 'payload'
import { z } from 'zod'
import { canGiveRefunds, hasRole, REFUNDS_NOT_ALLOWED } from '@/access/roles'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { cancelBookingByStaff } from '../operations/cancelBookingByStaff'
import { runQueuedRefund } from '../operations/runQueuedRefund'

export const staffCancelBody = z.object({
  refund: z.boolean().default(true),
  reason: z.string().trim().max(500).optional(),
})

const cancelParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * POST /api/bookings/:id/cancel { refund?, reason? }: staff cancel any held, paid or no-show
 * booking, refunding in full by default. Cancelling with a refund (the default) needs the refund
 * permission too (admins, or staff allowed by an admin); `refund: false` is for any staff.
 */
export const staffCancelBookingEndpoint: Endpoint = {
  path: '/:id/cancel',
  method: 'post',
  custom: endpointSchemas({ params: cancelParams, body: staffCancelBody }),
  handler: async (req) => {
    if (!req.user) return jsonError(401, 'unauthorised', 'Please sign in')
    if (!hasRole(req.user, 'admin', 'staff')) return jsonError(403, 'forbidden', 'Only staff can cancel bookings')
    const params = readParams(req, cancelParams)
    if (!params.ok) return jsonError(400, 'validation_failed', 'The booking id must be a number')
    const id = params.data.id
    const body = await readJsonBody(req, staffCancelBody)
    if (!body.ok) return body.response
    if (body.data.refund && !canGiveRefunds(req.user)) {
      return jsonError(403, 'forbidden', `${REFUNDS_NOT_ALLOWED}. To cancel without a refund, send "refund": false.`)
    }
    const result = await cancelBookingByStaff(req, {
      bookingId: id,
      refund: body.data.refund,
      reason: body.data.reason,
      staffEmail: String(req.user.email),
    })
    switch (result.status) {
      case 'not_found':
        return jsonError(404, 'not_found', 'No such booking')
      case 'closed':
      case 'not_cancellable':
        return jsonError(409, 'not_cancellable', result.message)
      case 'cancelled': {
        const status = await runQueuedRefund(req.payload, result.refundJobId, id)
        return Response.json({ booking: { id, reference: result.booking.reference, status }, refundPence: result.refundPence })
      }
    }
  },
}
