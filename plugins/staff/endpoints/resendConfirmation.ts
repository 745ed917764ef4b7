import type { Endpoint } from 'payload'
import { z } from 'zod'
import { recordAudit } from '@plugins/audit'
import { BOOKINGS_SLUG, queueBookingEmail, RESENDABLE_STATUSES } from '@plugins/booking'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import { runJobNow } from '@plugins/jobs'
import { once } from '@/lib/http/idempotentRequests'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { json, refuseUnlessRole } from './staffHttp'

const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/**
 * POST /api/admin/bookings/:id/resend-confirmation, with an Idempotency-Key: the booking's
 * confirmation e-mail once more, to the address on the booking. The same key again (a double
 * click, a retry) replays the first answer and sends nothing more.
 */
export const resendConfirmationEndpoint: Endpoint = {
  path: '/admin/bookings/:id/resend-confirmation',
  method: 'post',
  custom: endpointSchemas({ params, query: z.object({}) }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const parsed = readParams(req, params)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'The booking id must be a number')
    const key = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? '')
    if (!key.success)
      return jsonError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header of 8 to 100 letters, digits, dashes or underscores, new for each resend.',
      )
    const bookingId = parsed.data.id
    let jobId: number | string | null = null
    const result = await once(
      req,
      { actorKey: `user:${req.user!.id}`, idempotencyKey: key.data, route: 'resend-confirmation', request: { bookingId } },
      async () => {
        const booking = await req.payload.findByID({
          collection: BOOKINGS_SLUG,
          id: bookingId,
          depth: 0,
          req,
          overrideAccess: true,
          disableErrors: true,
        })
        if (!booking) return { status: 404, body: { error: { code: 'not_found', message: 'No such booking' } } }
        if (!RESENDABLE_STATUSES.has(booking.status)) {
          return {
            status: 409,
            body: {
              error: {
                code: 'not_resendable',
                message: `This booking is ${booking.status.replace('_', ' ')}: there is no confirmation to resend.`,
              },
            },
          }
        }
        if (!booking.customerEmail)
          return { status: 409, body: { error: { code: 'no_email', message: 'This booking has no e-mail address (a walk-in).' } } }
        jobId = await queueBookingEmail(req, booking.id, 'confirmation', key.data)
        await recordAudit(req, {
          action: 'resend_confirmation',
          summary: `Resent the confirmation of ${booking.reference} to ${booking.customerEmail}`,
          entity: BOOKINGS_SLUG,
          recordId: booking.id,
          after: { to: booking.customerEmail },
        })
        return { status: 200, body: { success: true, message: `Confirmation e-mail sent to ${booking.customerEmail}` } }
      },
    )
    // Sent now, after the commit; if the e-mail service is down the queue retries it.
    await runJobNow(req.payload, jobId, { booking: bookingId, msg: 'the resent confirmation will be retried by the e-mail queue' })
    return json(result.body, result.status)
  },
}
