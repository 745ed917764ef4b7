import type { PayloadRequest } from 'payload'
import type { PaymentSubject } from '@plugins/payments'
import { GIFT_VOUCHER_PURPOSE, GIFT_VOUCHERS_SLUG } from '../types'
import { applyVoucherPurchaseEvent } from './applyVoucherPurchaseEvent'

async function voucherByIntent(req: PayloadRequest, intentId: string) {
  const { docs } = await req.payload.find({
    collection: GIFT_VOUCHERS_SLUG,
    where: { paymentReference: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Gift vouchers as something the payments plugin takes money for. */
export const voucherPurchaseSubject: PaymentSubject = {
  purpose: GIFT_VOUCHER_PURPOSE,
  onEvent: applyVoucherPurchaseEvent,
  async findIntent(req, intentId) {
    const voucher = await voucherByIntent(req, intentId)
    return voucher ? { amountPence: voucher.amountPence, metadata: { purpose: GIFT_VOUCHER_PURPOSE, voucherId: String(voucher.id) } } : null
  },
  async settled(req, intentId, outcome) {
    const voucher = await voucherByIntent(req, intentId)
    if (voucher?.status === 'issued') return { status: 'paid' }
    return { status: 'not_applied', message: outcome.detail ?? `This voucher is ${voucher?.status ?? 'unknown'} and cannot be paid` }
  },
}
