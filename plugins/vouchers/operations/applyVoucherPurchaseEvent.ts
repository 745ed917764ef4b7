import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { paymentEventSeen, recordPaymentEvent, type NormalizedPaymentEvent, type PaymentEventOutcome } from '@plugins/payments'
import type { GiftVoucher } from '@/payload-types'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { newVoucherCode } from '../domain/voucherCode'
import { GIFT_VOUCHERS_SLUG, VOUCHER_LEDGER_SLUG, type VoucherStatus } from '../types'
import { loadVoucherOffer } from './loadVoucherOffer'
import { queueVoucherEmail } from './voucherEmail'

type Decision = { outcome: PaymentEventOutcome['status']; detail: string; status?: VoucherStatus; issue?: boolean; attention?: string }

/**
 * Applies one provider event to a voucher purchase, exactly once: the event key, the voucher's new
 * status, its code and its `issued` ledger row are written in one transaction, under the voucher's
 * row lock. A voucher is issued once, on the move to issued; a later event changes nothing.
 */
export async function applyVoucherPurchaseEvent(
  req: PayloadRequest,
  event: NormalizedPaymentEvent,
  now: Date = new Date(),
): Promise<PaymentEventOutcome> {
  const voucherId = Number(event.metadata.voucherId)
  if (!Number.isInteger(voucherId) || voucherId <= 0) return { status: 'ignored', detail: 'The event names no gift voucher' }

  return inTransaction(req, async () => {
    await (await transactionDb(req)).execute(sql`select id from gift_vouchers where id = ${voucherId} for update`)
    if (await paymentEventSeen(req, event)) return { status: 'duplicate' }
    const voucher = await req.payload.findByID({
      collection: GIFT_VOUCHERS_SLUG,
      id: voucherId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    const decision: Decision = voucher ? decide(voucher, event) : { outcome: 'ignored', detail: 'Unknown gift voucher' }
    await recordPaymentEvent(req, event, { subject: `gift-voucher:${voucherId}`, outcome: decision.detail })
    if (!voucher) return { status: decision.outcome, detail: decision.detail }

    const changes: Partial<GiftVoucher> = {}
    if (decision.status && decision.status !== voucher.status) changes.status = decision.status
    if (decision.issue) {
      const offer = await loadVoucherOffer(req.payload, req)
      changes.code = newVoucherCode()
      changes.issuedAt = now.toISOString()
      // Good through the same date N months on (Europe/London), the period the terms state.
      changes.expiresOn = addBusinessMonths(businessDate(now), offer.expiryMonths)
    }
    if (decision.attention) {
      changes.needsAttention = true
      changes.staffNote = [voucher.staffNote, decision.attention].filter(Boolean).join('\n')
    }
    if (Object.keys(changes).length > 0) {
      await req.payload.update({ collection: GIFT_VOUCHERS_SLUG, id: voucherId, data: changes, req, overrideAccess: true })
    }
    if (decision.issue) {
      await req.payload.create({
        collection: VOUCHER_LEDGER_SLUG,
        data: { voucher: voucherId, deltaPence: voucher.amountPence, reason: 'issued', note: 'Bought' },
        req,
        overrideAccess: true,
      })
      await queueVoucherEmail(req, voucherId)
    }
    return { status: decision.outcome, detail: decision.detail }
  })
}

function decide(voucher: GiftVoucher, event: NormalizedPaymentEvent): Decision {
  const keep = (detail: string, attention?: string): Decision => ({ outcome: 'ignored', detail, attention })
  if (voucher.paymentReference !== event.intentId) return keep(`Payment ${event.intentId} does not belong to this voucher`)
  const open = voucher.status === 'pending' || voucher.status === 'processing'
  switch (event.type) {
    case 'payment_processing':
      return voucher.status === 'pending'
        ? { outcome: 'applied', detail: 'Payment processing', status: 'processing' }
        : keep('Nothing to change')
    case 'payment_failed':
      return open ? { outcome: 'applied', detail: 'Payment failed', status: 'failed' } : keep('Nothing to change')
    case 'payment_canceled':
      return open || voucher.status === 'failed'
        ? { outcome: 'applied', detail: 'Payment cancelled', status: 'cancelled' }
        : keep('Nothing to change')
    case 'payment_succeeded':
      if (voucher.status === 'issued') return keep('Already issued')
      if (event.currency.toLowerCase() !== 'gbp' || event.amountPence !== voucher.amountPence) {
        return keep(
          `Paid ${event.amountPence} ${event.currency}, expected ${voucher.amountPence} gbp`,
          `Payment ${event.intentId} does not match the voucher's value: check it and refund if needed.`,
        )
      }
      return { outcome: 'applied', detail: 'Paid; voucher issued', status: 'issued', issue: true }
    default:
      return keep(`Event type ${event.type} is not used`)
  }
}
