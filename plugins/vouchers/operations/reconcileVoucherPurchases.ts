import type { Payload } from 'payload'
import { reconcileOpenPurchases, type ReconcileReport } from '@plugins/payments'
import { GIFT_VOUCHERS_SLUG } from '../types'
import { applyVoucherPurchaseEvent } from './applyVoucherPurchaseEvent'

/** Gift vouchers paid but never issued (a lost webhook), put right through the voucher's own event path (as credit packs). */
export function reconcileVoucherPurchases(payload: Payload, now: Date = new Date()): Promise<ReconcileReport> {
  return reconcileOpenPurchases(
    payload,
    { collection: GIFT_VOUCHERS_SLUG, label: 'gift voucher', apply: (req, event) => applyVoucherPurchaseEvent(req, event, now) },
    now,
  )
}
