import type { PaidPurchaseKind } from '@plugins/payments'
import { CREDIT_PURCHASE_PURPOSE, CREDIT_PURCHASES_SLUG } from '../types'
import { applyCreditPurchaseEvent } from './applyCreditPurchaseEvent'

/** Packs of session credits as a purchase the payments plugin takes money for: credits come from its success event. */
export const creditPurchaseKind: PaidPurchaseKind = {
  collection: CREDIT_PURCHASES_SLUG,
  purpose: CREDIT_PURCHASE_PURPOSE,
  idKey: 'purchaseId',
  paidStatus: 'paid',
  noun: 'purchase',
  label: 'credit purchase',
  onEvent: applyCreditPurchaseEvent,
}
