import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { paymentProvider } from '@plugins/payments'
import { GIFT_VOUCHERS_SLUG } from '../types'
import { applyVoucherPurchaseEvent } from './applyVoucherPurchaseEvent'

const LOOKBACK_HOURS = 72

/**
 * Open voucher purchases of the last 72 hours compared with the provider: a success or
 * cancellation whose webhook was lost is applied through the same exactly-once path (as credit packs).
 */
export async function reconcileVoucherPurchases(
  payload: Payload,
  now: Date = new Date(),
): Promise<{ checked: number; repaired: number; failed: number }> {
  const provider = paymentProvider(payload)
  const { docs } = await payload.find({
    collection: GIFT_VOUCHERS_SLUG,
    where: {
      and: [
        { createdAt: { greater_than_equal: new Date(now.getTime() - LOOKBACK_HOURS * 3_600_000).toISOString() } },
        { paymentProvider: { equals: provider.name } },
        { paymentReference: { exists: true } },
        { status: { in: ['pending', 'processing', 'failed'] } },
      ],
    },
    limit: 1000,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const report = { checked: 0, repaired: 0, failed: 0 }
  for (const voucher of docs) {
    report.checked += 1
    try {
      const intent = await provider.retrieveIntent(voucher.paymentReference!)
      const type = intent.status === 'succeeded' ? 'payment_succeeded' : intent.status === 'canceled' ? 'payment_canceled' : null
      if (!type) continue
      const outcome = await applyVoucherPurchaseEvent(
        await createLocalReq({}, payload),
        {
          provider: provider.name,
          eventId: `reconcile_${intent.id}_${intent.status}`,
          type,
          intentId: intent.id,
          amountPence: intent.amountPence,
          currency: intent.currency,
          metadata: intent.metadata,
        },
        now,
      )
      if (outcome.status === 'applied') report.repaired += 1
    } catch (error) {
      report.failed += 1
      payload.logger.warn({ err: error, voucher: voucher.id, msg: 'gift voucher reconciliation failed for this voucher' })
    }
  }
  return report
}
