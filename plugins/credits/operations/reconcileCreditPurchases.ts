import type { Payload } from 'payload'
import { reconcileOpenPurchases, type ReconcileReport } from '@plugins/payments'
import { CREDIT_PURCHASES_SLUG } from '../types'
import { applyCreditPurchaseEvent } from './applyCreditPurchaseEvent'

/** Credit packs paid but never applied (a lost webhook), put right through the purchase's own event path. */
export function reconcileCreditPurchases(payload: Payload, now: Date = new Date()): Promise<ReconcileReport> {
  return reconcileOpenPurchases(
    payload,
    { collection: CREDIT_PURCHASES_SLUG, label: 'credit purchase', apply: applyCreditPurchaseEvent },
    now,
  )
}
