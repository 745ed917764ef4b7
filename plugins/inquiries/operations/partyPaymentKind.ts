import type { Payload } from 'payload'
import {
  paidPurchaseSubject,
  reconcileOpenPurchases,
  type PaidPurchaseKind,
  type PaymentSubject,
  type ReconcileReport,
} from '@plugins/payments'
import { PARTY_PAYMENT_PURPOSE, PARTY_PAYMENTS_SLUG } from '../types'
import { applyPartyPaymentEvent } from './applyPartyPaymentEvent'
import type { PartyLinks } from './partyLinks'

/** Party deposits and balances as a purchase the payments plugin takes money for (its events, status page and reconciliation). */
export const partyPaymentKind = (links: PartyLinks): PaidPurchaseKind => ({
  collection: PARTY_PAYMENTS_SLUG,
  purpose: PARTY_PAYMENT_PURPOSE,
  idKey: 'partyPaymentId',
  paidStatus: 'paid',
  noun: 'party payment',
  label: 'party payment',
  onEvent: (req, event, now) => applyPartyPaymentEvent(req, event, links, now),
})

/** What the payments plugin is handed in payload.config.ts. */
export const partyPaymentSubject = (links: PartyLinks): PaymentSubject => paidPurchaseSubject(partyPaymentKind(links))

/** Party payments paid but never applied (a lost webhook), put right through their own event path. */
export function reconcilePartyPayments(payload: Payload, links: PartyLinks, now: Date = new Date()): Promise<ReconcileReport> {
  return reconcileOpenPurchases(payload, partyPaymentKind(links), now)
}
