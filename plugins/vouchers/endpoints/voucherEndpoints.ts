import type { Endpoint } from 'payload'
import { placedPurchaseResponse, purchaseStatusEndpoint, type PurchaseCreatedAnswer } from '@plugins/payments'
import { tooManyRequests } from '@plugins/verification'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import type { GiftVoucher } from '@/payload-types'
import { formatPence } from '@/lib/money'
import { voucherCheckSchema, voucherPurchaseSchema } from '../domain/voucherSchemas'
import { voucherPays, type VoucherRefusal } from '../domain/voucherRefusal'
import { findUsableVoucher } from '../operations/bookingVouchers'
import { placeVoucherPurchase } from '../operations/placeVoucherPurchase'
import { countVoucherAttempt } from '../operations/voucherAttempts'
import { giftVoucherKind } from '../operations/giftVoucherKind'
import type { SanitizedVouchersOptions } from '../types'
import type { VoucherPurchaseCreated, VoucherPurchaseStatusAnswer } from '../domain/voucherAnswers'

// Collection endpoints of gift-vouchers (matched before /api/gift-vouchers/:id): paths are under /api/gift-vouchers.

/** A refused voucher code: 429 past the attempt limit, 422 otherwise; the message goes beside the field. */
export function voucherRefusalResponse(refusal: VoucherRefusal): Response {
  return Response.json(
    { error: { code: refusal.code, message: refusal.message, fields: { voucherCode: refusal.message } } },
    {
      status: refusal.code === 'voucher_rate_limited' ? 429 : 422,
      headers: refusal.retryAfterSeconds ? { 'retry-after': String(refusal.retryAfterSeconds) } : undefined,
    },
  )
}

/** POST /api/gift-vouchers/purchase: a pending voucher at an amount the CMS offers, and its payment. Public. */
export const voucherPurchaseEndpoint = (options: SanitizedVouchersOptions): Endpoint => ({
  path: '/purchase',
  method: 'post',
  custom: endpointSchemas({ body: voucherPurchaseSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, voucherPurchaseSchema)
    if (!body.ok) return body.response
    const result = await placeVoucherPurchase(req, options, body.data, clientKey(req.headers, options.secret))
    if (result.status === 'offer_unavailable')
      return jsonError(409, 'offer_unavailable', 'Gift vouchers are not on sale just now. Please ask us at the desk.')
    if (result.status === 'amount_not_offered') {
      const message = `Please choose one of ${result.amountsPence.map(formatPence).join(', ')}`
      return jsonError(400, 'validation_failed', message, { amountPence: message })
    }
    if (result.status === 'rate_limited') return tooManyRequests(result.retryAfterSeconds)
    return placedPurchaseResponse(result, (voucher): Omit<VoucherPurchaseCreated, keyof PurchaseCreatedAnswer> => ({
      voucherId: voucher.id,
    }))
  },
})

/** GET /api/gift-vouchers/purchase-status?clientSecret=: how a purchase ended, for the page a payment returns to. */
export const voucherPurchaseStatusEndpoint = purchaseStatusEndpoint<GiftVoucher>(
  giftVoucherKind,
  '/purchase-status',
  // The code itself is only ever in the buyer's e-mail.
  (voucher): Omit<VoucherPurchaseStatusAnswer, 'status'> => ({
    amount: voucher.amountPence,
    email: voucher.buyerEmail,
    recipientName: voucher.recipientName,
  }),
)

/**
 * POST /api/gift-vouchers/check: what is left on a voucher and what it would pay of `amountDuePence`.
 * Public; every call is an attempt counted against the client's limit, before the body is read.
 */
export const voucherCheckEndpoint = (options: SanitizedVouchersOptions): Endpoint => ({
  path: '/check',
  method: 'post',
  custom: endpointSchemas({ body: voucherCheckSchema }),
  handler: async (req) => {
    const limited = await countVoucherAttempt(req, clientKey(req.headers, options.secret))
    if (limited) return voucherRefusalResponse(limited)
    const body = await readJsonBody(req, voucherCheckSchema)
    if (!body.ok) return body.response
    const found = await findUsableVoucher(req, body.data.voucherCode, new Date())
    if (found.status === 'refused') return voucherRefusalResponse(found)
    const appliesPence =
      body.data.amountDuePence === undefined ? found.balancePence : voucherPays(found.balancePence, body.data.amountDuePence)
    return Response.json(
      {
        voucherCode: found.code,
        balancePence: found.balancePence,
        expiresOn: found.expiresOn,
        appliesPence,
        message: `Gift voucher ${found.code}: ${formatPence(found.balancePence)} left; it pays ${formatPence(appliesPence)} of this booking.`,
      },
      { headers: { 'cache-control': 'no-store' } },
    )
  },
})
