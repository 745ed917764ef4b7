import type { PayloadRequest } from 'payload'
import { paymentEventSeen, recordPaymentEvent, type NormalizedPaymentEvent, type PaymentEventOutcome } from '@plugins/payments'
import type { CreditPurchase } from '@/payload-types'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction } from '@/lib/db/transaction'
import { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG, type CreditPurchaseStatus } from '../types'
import { lockCredits } from './creditLedger'
import { queueCreditReceipt } from './creditReceipt'

type Decision = {
  outcome: PaymentEventOutcome['status']
  detail: string
  status?: CreditPurchaseStatus
  grant?: boolean
  attention?: string
}

/**
 * Applies one provider event to a credit purchase, exactly once: the event key, the purchase's
 * new status and the credits it grants are written in one transaction, under the purchase's lock.
 * Credits are granted once, on the move to paid; a later failure or duplicate changes nothing.
 */
export async function applyCreditPurchaseEvent(req: PayloadRequest, event: NormalizedPaymentEvent): Promise<PaymentEventOutcome> {
  const purchaseId = Number(event.metadata.purchaseId)
  if (!Number.isInteger(purchaseId) || purchaseId <= 0) return { status: 'ignored', detail: 'The event names no credit purchase' }

  return inTransaction(req, async () => {
    await lockUntilCommit(req, LOCK_NAMESPACES.creditPurchase, purchaseId)
    if (await paymentEventSeen(req, event)) return { status: 'duplicate' }

    const purchase = await req.payload.findByID({
      collection: CREDIT_PURCHASES_SLUG,
      id: purchaseId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    const decision: Decision = purchase ? decide(purchase, event) : { outcome: 'ignored', detail: 'Unknown credit purchase' }
    await recordPaymentEvent(req, event, { subject: `credit-purchase:${purchaseId}`, outcome: decision.detail })
    if (!purchase) return { status: decision.outcome, detail: decision.detail }

    const changes: Partial<CreditPurchase> = {}
    if (decision.status && decision.status !== purchase.status) changes.status = decision.status
    if (decision.grant) changes.paidAt = new Date().toISOString()
    if (decision.attention) {
      changes.needsAttention = true
      changes.staffNote = [purchase.staffNote, decision.attention].filter(Boolean).join('\n')
    }
    if (Object.keys(changes).length > 0) {
      await req.payload.update({ collection: CREDIT_PURCHASES_SLUG, id: purchaseId, data: changes, req, overrideAccess: true })
    }
    if (decision.grant) {
      await lockCredits(req, purchase.customerEmail)
      await req.payload.create({
        collection: CREDIT_LEDGER_SLUG,
        data: {
          email: purchase.customerEmail,
          delta: purchase.credits,
          reason: 'purchase',
          purchase: purchaseId,
          note: `${purchase.credits} credits bought`,
        },
        req,
        overrideAccess: true,
      })
      await queueCreditReceipt(req, purchaseId)
    }
    return { status: decision.outcome, detail: decision.detail }
  })
}

function decide(purchase: CreditPurchase, event: NormalizedPaymentEvent): Decision {
  const keep = (detail: string, attention?: string): Decision => ({ outcome: 'ignored', detail, attention })
  if (purchase.paymentReference !== event.intentId) return keep(`Payment ${event.intentId} does not belong to this purchase`)
  const open = purchase.status === 'pending' || purchase.status === 'processing'
  switch (event.type) {
    case 'payment_processing':
      return purchase.status === 'pending'
        ? { outcome: 'applied', detail: 'Payment processing', status: 'processing' }
        : keep('Nothing to change')
    case 'payment_failed':
      return open ? { outcome: 'applied', detail: 'Payment failed', status: 'failed' } : keep('Nothing to change')
    case 'payment_canceled':
      return open || purchase.status === 'failed'
        ? { outcome: 'applied', detail: 'Payment cancelled', status: 'cancelled' }
        : keep('Nothing to change')
    case 'payment_succeeded':
      if (purchase.status === 'paid' || purchase.status === 'refunded') return keep(`Already ${purchase.status}`)
      if (event.currency.toLowerCase() !== 'gbp' || event.amountPence !== purchase.amountPence) {
        return keep(
          `Paid ${event.amountPence} ${event.currency}, expected ${purchase.amountPence} gbp`,
          `Payment ${event.intentId} does not match the pack price: check it and refund if needed.`,
        )
      }
      // A payment that succeeds after a failure (the family tried again) still buys the pack.
      return { outcome: 'applied', detail: 'Paid; credits granted', status: 'paid', grant: true }
    default:
      return keep(`Event type ${event.type} is not used`)
  }
}
