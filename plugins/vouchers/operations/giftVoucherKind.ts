import type { Payload } from 'payload'
import { reconcileOpenPurchases, type PaidPurchaseKind, type ReconcileReport } from '@plugins/payments'
import { GIFT_VOUCHER_PURPOSE, GIFT_VOUCHERS_SLUG } from '../types'
import { applyVoucherPurchaseEvent } from './applyVoucherPurchaseEvent'

/** Gift vouchers as a purchase the payments plugin takes money for: the code and balance come from its success event. */
export const giftVoucherKind: PaidPurchaseKind = {
  collection: GIFT_VOUCHERS_SLUG,
  purpose: GIFT_VOUCHER_PURPOSE,
  idKey: 'voucherId',
  paidStatus: 'issued',
  noun: 'voucher',
  label: 'gift voucher',
  onEvent: applyVoucherPurchaseEvent,
}

/** Gift vouchers paid but never issued (a lost webhook), put right through the voucher's own event path. */
export function reconcileVoucherPurchases(payload: Payload, now: Date = new Date()): Promise<ReconcileReport> {
  return reconcileOpenPurchases(payload, giftVoucherKind, now)
}
