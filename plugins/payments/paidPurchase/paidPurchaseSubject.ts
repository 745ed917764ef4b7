import type { PaymentSubject } from '../types'
import { purchaseMetadata, type PaidPurchaseKind } from './kind'
import { purchaseByIntent } from './purchaseRows'

/** A kind of purchase as something the payments plugin takes money for. */
export function paidPurchaseSubject(kind: PaidPurchaseKind): PaymentSubject {
  return {
    purpose: kind.purpose,
    onEvent: (req, event) => kind.onEvent(req, event),
    async findIntent(req, intentId) {
      const row = await purchaseByIntent(req, kind, intentId)
      return row ? { amountPence: row.amountPence, metadata: purchaseMetadata(kind, row.id) } : null
    },
    async settled(req, intentId, outcome) {
      const row = await purchaseByIntent(req, kind, intentId)
      if (row?.status === kind.paidStatus) return { status: 'paid' }
      return { status: 'not_applied', message: outcome.detail ?? `This ${kind.noun} is ${row?.status ?? 'unknown'} and cannot be paid` }
    },
  }
}
