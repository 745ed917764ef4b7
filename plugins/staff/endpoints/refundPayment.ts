import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { cancelBookingByStaff, runQueuedRefund, staffRefund } from '@plugins/booking'
import { refundCreditPack } from '@plugins/credits'
import { refundGiftVoucher } from '@plugins/vouchers'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { formatPence } from '@/lib/money'
import { refundPaymentSchema, type RefundPaymentRequest } from '../domain/staffApi'
import { json, refuseUnlessMayRefund } from './staffHttp'

const params = z.object({ id: z.string().regex(/^(booking|credit|voucher)-\d{1,10}$/, 'A payment id such as booking-42') })

/**
 * POST /api/admin/payments/:id/refund (admins, and staff allowed to give refunds): part or all of a booking's card payment back to
 * the family, with a reason; with `cancelBooking`, the booking is cancelled, its places freed and
 * everything still paid refunded, as a staff cancellation does. A credit pack (`credit-N`) is
 * refunded for its unused credits, which leave the balance; a gift voucher (`voucher-N`) for what is
 * left on it. One Idempotency-Key, one refund.
 */
export const refundPaymentEndpoint: Endpoint = {
  path: '/admin/payments/:id/refund',
  method: 'post',
  custom: endpointSchemas({ params, body: refundPaymentSchema, query: z.object({}) }),
  handler: async (req) => {
    const refusal = refuseUnlessMayRefund(req)
    if (refusal) return refusal
    const parsed = readParams(req, params)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'A payment id such as booking-42')
    const key = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? '')
    if (!key.success)
      return jsonError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header of 8 to 100 letters, digits, dashes or underscores, new for each refund.',
      )
    const body = await readJsonBody(req, refundPaymentSchema)
    if (!body.ok) return body.response
    const [kind, id] = parsed.data.id.split('-') as ['booking' | 'credit' | 'voucher', string]
    const staff = { id: Number(req.user!.id), email: String(req.user!.email) }
    if (kind !== 'booking') return refundWhole(req, kind, Number(id), body.data, key.data, staff)
    const bookingId = Number(id)

    if (body.data.cancelBooking) {
      if (body.data.amount !== undefined)
        return jsonError(
          400,
          'validation_failed',
          'Cancelling refunds everything still paid: leave the amount out, or refund part and keep the booking.',
          { amount: 'Leave empty to cancel' },
        )
      const result = await cancelBookingByStaff(req, { bookingId, refund: true, reason: body.data.reason, staffEmail: staff.email })
      switch (result.status) {
        case 'not_found':
          return jsonError(404, 'not_found', 'No such booking')
        case 'closed':
        case 'not_cancellable':
          return jsonError(409, 'not_cancellable', result.message)
        case 'cancelled': {
          const status = await runQueuedRefund(req.payload, result.refundJobId, bookingId)
          return json({
            success: true,
            message: `Booking cancelled; ${(result.refundPence / 100).toFixed(2)} GBP refunded`,
            booking: { id: bookingId, status },
            refunded: result.refundPence,
          })
        }
      }
    }

    const result = await staffRefund(req, {
      bookingId,
      amountPence: body.data.amount,
      reason: body.data.reason,
      idempotencyKey: key.data,
      staff,
    })
    switch (result.status) {
      case 'not_found':
        return jsonError(404, 'not_found', 'No such booking')
      case 'refused':
        return jsonError(409, result.code, result.message)
      case 'provider_failed':
        return jsonError(502, 'refund_failed', `The payment provider refused the refund; nothing was refunded. ${result.message}`)
      case 'recording_delayed':
        return refundNotRecorded(result.amountPence, 'within a few minutes')
      case 'refunded':
        return json({
          success: true,
          message: `Refunded ${(result.amountPence / 100).toFixed(2)} GBP`,
          refund: { id: result.refundId, amount: result.amountPence },
          refunded: result.refundedPence,
          refundable: result.refundablePence,
          replayed: result.replayed,
        })
    }
  },
}

/** The money went back but the record did not land: the resume job records it; staff must not refund again. */
function refundNotRecorded(amountPence: number, within: string): Response {
  return jsonError(
    503,
    'refund_not_recorded',
    `${formatPence(amountPence)} was refunded to the card, but the refund could not be recorded yet. It is recorded automatically ${within}: do not refund it again.`,
  )
}

type WholeRefundResult =
  | { status: 'refunded'; amountPence: number; replayed: boolean; credits?: number }
  | { status: 'not_found' }
  | { status: 'refused'; code: string; message: string }
  | { status: 'provider_failed'; message: string }
  | { status: 'recording_delayed'; amountPence: number }

/** How a purchase refunded whole is told: a credit pack for its unused credits, a gift voucher for what is left on it. */
const WHOLE_REFUNDS = {
  credit: {
    notFound: 'No such credit pack',
    leaveAmountOut: 'A credit pack is refunded for its unused credits: leave the amount out.',
    amountField: 'Leave empty for a credit pack',
    givenBack: 'the credits are back',
    refunded: (result: { amountPence: number; credits?: number }) =>
      `Refunded ${(result.amountPence / 100).toFixed(2)} GBP for ${result.credits ?? 0} unused credits`,
  },
  voucher: {
    notFound: 'No such gift voucher',
    leaveAmountOut: 'A gift voucher is refunded for what is left on it: leave the amount out.',
    amountField: 'Leave empty for a gift voucher',
    givenBack: 'the balance is back on the voucher',
    refunded: (result: { amountPence: number }) => `Refunded ${(result.amountPence / 100).toFixed(2)} GBP left on the gift voucher`,
  },
} as const

/** A credit pack or a gift voucher, refunded whole: the amount is what is unused or left, not chosen. */
async function refundWhole(
  req: PayloadRequest,
  kind: keyof typeof WHOLE_REFUNDS,
  id: number,
  body: RefundPaymentRequest,
  idempotencyKey: string,
  staff: { id: number; email: string },
): Promise<Response> {
  const words = WHOLE_REFUNDS[kind]
  if (body.amount !== undefined || body.cancelBooking)
    return jsonError(400, 'validation_failed', words.leaveAmountOut, { amount: words.amountField })
  const result: WholeRefundResult =
    kind === 'credit'
      ? await refundCreditPack(req, { purchaseId: id, reason: body.reason, idempotencyKey, staff })
      : await refundGiftVoucher(req, { voucherId: id, reason: body.reason, idempotencyKey, staff })
  switch (result.status) {
    case 'not_found':
      return jsonError(404, 'not_found', words.notFound)
    case 'refused':
      return jsonError(409, result.code, result.message)
    case 'provider_failed':
      return jsonError(
        502,
        'refund_failed',
        `The payment provider refused the refund; nothing was refunded and ${words.givenBack}. ${result.message}`,
      )
    case 'recording_delayed':
      return refundNotRecorded(result.amountPence, 'within a quarter of an hour')
    case 'refunded':
      return json({
        success: true,
        message: words.refunded(result),
        refund: result.credits === undefined ? { amount: result.amountPence } : { amount: result.amountPence, credits: result.credits },
        refunded: result.amountPence,
        refundable: 0,
        replayed: result.replayed,
      })
  }
}
