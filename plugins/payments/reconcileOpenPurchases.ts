import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import type { PaidPurchaseKind, PurchaseRow } from './paidPurchase/kind'
import { paymentProvider } from './provider'

const LOOKBACK_HOURS = 72

export type ReconcileReport = { checked: number; repaired: number; failed: number }

/**
 * Open purchases (credit packs, gift vouchers) of the last 72 hours compared with the provider: a
 * success or cancellation whose webhook was lost is applied through the owner's own exactly-once
 * path (`kind.onEvent`), as if the event had arrived. Reads the owner's collection; writes nothing itself.
 */
export async function reconcileOpenPurchases(payload: Payload, kind: PaidPurchaseKind, now: Date = new Date()): Promise<ReconcileReport> {
  const provider = paymentProvider(payload)
  const { docs } = await payload.find({
    collection: kind.collection,
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
  const report: ReconcileReport = { checked: 0, repaired: 0, failed: 0 }
  for (const purchase of docs as unknown as PurchaseRow[]) {
    report.checked += 1
    try {
      const intent = await provider.retrieveIntent(purchase.paymentReference!)
      const type = intent.status === 'succeeded' ? 'payment_succeeded' : intent.status === 'canceled' ? 'payment_canceled' : null
      if (!type) continue
      const outcome = await kind.onEvent(await createLocalReq({}, payload), {
        provider: provider.name,
        eventId: `reconcile_${intent.id}_${intent.status}`,
        type,
        intentId: intent.id,
        amountPence: intent.amountPence,
        currency: intent.currency,
        metadata: intent.metadata,
      })
      if (outcome.status === 'applied') report.repaired += 1
    } catch (error) {
      report.failed += 1
      payload.logger.warn({ err: error, purchase: purchase.id, msg: `${kind.label} reconciliation failed for this purchase` })
    }
  }
  return report
}
