import type { Config } from 'payload'
import { PaymentEvents } from './collections/PaymentEvents'
import { paymentsConfigEndpoint } from './endpoints/paymentsConfig'
import { stripeWebhookEndpoint } from './endpoints/stripeWebhook'
import { testConfirmEndpoint } from './endpoints/testConfirm'
import { selectProvider } from './provider'
import type { PaymentsPluginOptions } from './types'

export { paymentProvider } from './provider'
export { clientSecretHash } from './clientSecretHash'
export { paymentEventSeen, recordPaymentEvent } from './paymentEventLog'
export { reconcileOpenPurchases, type ReconcileReport } from './reconcileOpenPurchases'
export type { PaidPurchaseKind, PurchaseRow } from './paidPurchase/kind'
export { placePaidPurchase, type PlacedPurchase } from './paidPurchase/placePaidPurchase'
export { paidPurchaseSubject } from './paidPurchase/paidPurchaseSubject'
export { placedPurchaseResponse, purchaseStatusEndpoint } from './paidPurchase/purchaseEndpoints'
export * from './contract'
export { reconcilePurchasesTask } from './paidPurchase/reconcileTask'
export { purchaseReportPart, type PurchaseReportColumns } from './paidPurchase/purchaseReports'
export { REFUND_KEY_LIFETIME_MS, STALE_REFUND_MS } from './refundResume'
export {
  claimedRefundRecord,
  earlierRefundAnswer,
  payOutClaimedRefund,
  resumePurchaseRefunds,
  type EarlierRefundAnswer,
  type PaidOutResult,
  type ResumeRefundsReport,
} from './purchaseRefund'
export { PURCHASE_REFUND_STATUSES, purchaseRefundField, type PurchaseRefundStatus } from './purchaseRefundField'
export type {
  CreateIntentInput,
  NormalizedPaymentEvent,
  PaymentEventHandler,
  PaymentEventOutcome,
  PaymentsPluginOptions,
  PaymentSubject,
  SettledPayment,
} from './types'

/** Payment providers behind one interface, and the exactly-once record of their events. */
export const paymentsPlugin =
  (options: PaymentsPluginOptions) =>
  (config: Config): Config => {
    const provider = selectProvider(options)
    const endpoints = [paymentsConfigEndpoint(provider)]
    // Without a Stripe key the test provider is active; with one, its confirm path does not exist.
    if (provider.name === 'test') endpoints.push(testConfirmEndpoint(provider, options.subjects))
    else endpoints.push(stripeWebhookEndpoint(provider, options.subjects))
    return {
      ...config,
      custom: { ...config.custom, paymentProvider: provider },
      collections: [...(config.collections ?? []), PaymentEvents],
      endpoints: [...(config.endpoints ?? []), ...endpoints],
    }
  }
