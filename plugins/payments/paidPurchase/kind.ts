import type { CollectionSlug, PayloadRequest } from 'payload'
import type { NormalizedPaymentEvent, PaymentEventOutcome } from '../types'

/**
 * Something a family pays for on its own, outside a booking (a pack of session credits, a gift
 * voucher). The owner keeps its table and says what a paid purchase does (`onEvent`); the payments
 * plugin runs the rest once for every kind: the pending row and its payment, the provider's
 * events, the status page after a redirect, and the reconciliation of lost webhooks.
 */
export type PaidPurchaseKind = {
  /** The owner's collection of purchases; each row has the fields of `PurchaseRow`. */
  collection: CollectionSlug
  /** The intent's `metadata.purpose`: events are routed to the owner by it. */
  purpose: string
  /** The metadata key that names the row's id (`purchaseId`, `voucherId`). */
  idKey: string
  /** The row's status once the payment bought what it was for (`paid`, `issued`). */
  paidStatus: string
  /** What a row is called in messages and logs (`purchase`, `voucher`). */
  noun: string
  /** What a row is called in the log and the idempotency key of its intent (`credit purchase`, `gift voucher`). */
  label: string
  /** Applies a provider's event to the row, exactly once; `now` is the reconciliation's clock. */
  onEvent: (req: PayloadRequest, event: NormalizedPaymentEvent, now?: Date) => Promise<PaymentEventOutcome>
}

/** The fields the pipeline reads and writes on every purchase row, whatever its kind. */
export type PurchaseRow = {
  id: number
  amountPence: number
  status: string
  paymentProvider?: string | null
  paymentReference?: string | null
  clientSecretHash?: string | null
  staffNote?: string | null
}

/** The pipeline's own writes to a purchase row. */
export type PurchaseRowUpdate = Partial<Pick<PurchaseRow, 'paymentProvider' | 'paymentReference' | 'clientSecretHash' | 'staffNote'>>

/** The intent's metadata for a row of this kind. */
export const purchaseMetadata = (kind: PaidPurchaseKind, id: number): Record<string, string> => ({
  purpose: kind.purpose,
  [kind.idKey]: String(id),
})
