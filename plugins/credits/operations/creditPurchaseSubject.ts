import type { PayloadRequest } from 'payload'
import type { PaymentSubject } from '@plugins/payments'
import { CREDIT_PURCHASE_PURPOSE, CREDIT_PURCHASES_SLUG } from '../types'
import { applyCreditPurchaseEvent } from './applyCreditPurchaseEvent'

async function purchaseByIntent(req: PayloadRequest, intentId: string) {
  const { docs } = await req.payload.find({
    collection: CREDIT_PURCHASES_SLUG,
    where: { paymentReference: { equals: intentId } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** Packs of credits as something the payments plugin takes money for. */
export const creditPurchaseSubject: PaymentSubject = {
  purpose: CREDIT_PURCHASE_PURPOSE,
  onEvent: applyCreditPurchaseEvent,
  async findIntent(req, intentId) {
    const purchase = await purchaseByIntent(req, intentId)
    return purchase
      ? { amountPence: purchase.amountPence, metadata: { purpose: CREDIT_PURCHASE_PURPOSE, purchaseId: String(purchase.id) } }
      : null
  },
  async settled(req, intentId, outcome) {
    const purchase = await purchaseByIntent(req, intentId)
    if (purchase?.status === 'paid') return { status: 'paid' }
    return { status: 'not_applied', message: outcome.detail ?? `This purchase is ${purchase?.status ?? 'unknown'} and cannot be paid` }
  },
}
