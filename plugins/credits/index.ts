import type { Config } from 'payload'
import { paidPurchaseSubject, reconcilePurchasesTask } from '@plugins/payments'
import { contribute } from '@/lib/plugins/contributions'
import { CreditLedger } from './collections/CreditLedger'
import { creditsContributions } from './contributions'
import { CreditPurchases } from './collections/CreditPurchases'
import { CreditSettings } from './collections/CreditSettings'
import { creditBalanceEndpoint, creditPurchaseEndpoint, creditPurchaseStatusEndpoint } from './endpoints/creditEndpoints'
import { sendCreditReceiptTask } from './operations/creditReceipt'
import { creditPurchaseKind } from './operations/creditPurchaseKind'
import { resumeCreditRefunds } from './operations/resumeCreditRefunds'
import type { CreditsPluginOptions, SanitizedCreditsOptions } from './types'

/** What the payments plugin takes money for on the credits' behalf. */
export const creditPurchaseSubject = paidPurchaseSubject(creditPurchaseKind)
export { returnCreditsForBooking, retakeCreditsForBooking, takeCreditsForBooking } from './operations/bookingCredits'
// For the staff payment search: a family's packs with what is left of each.
export { creditBalance, creditPacks } from './operations/creditLedger'
export { searchPurchasePayments, type CreditPurchaseRecord } from './operations/searchPurchasePayments'
export * from './contract'
export { refundCreditPack } from './operations/refundCreditPack'
// For the staff plugin's adjustment of a family's credits at the desk.
export { adjustCredits, type CreditAdjustment } from './operations/adjustCredits'
export { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG } from './types'
export { loadCreditOffer } from './operations/loadCreditOffer'
export type { CreditsPluginOptions } from './types'

/** Bulk session credits: the offer, purchases paid through the payments plugin, and the credit ledger. */
export const creditsPlugin =
  (pluginOptions: CreditsPluginOptions & { maintenanceQueue: string }) =>
  (config: Config): Config => {
    const options: SanitizedCreditsOptions = {
      secret: pluginOptions.secret,
      siteUrl: pluginOptions.siteUrl.replace(/\/+$/, ''),
      maxPurchasesPerClientPerHour: pluginOptions.maxPurchasesPerClientPerHour ?? 10,
      reconcileCron: pluginOptions.reconcileCron ?? '*/15 * * * *',
    }
    return {
      ...config,
      collections: [...(config.collections ?? []), CreditPurchases, CreditLedger],
      custom: contribute(config.custom, creditsContributions),
      globals: [...(config.globals ?? []), CreditSettings],
      endpoints: [...(config.endpoints ?? []), creditPurchaseEndpoint(options), creditPurchaseStatusEndpoint, creditBalanceEndpoint],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          sendCreditReceiptTask(options.siteUrl),
          reconcilePurchasesTask(creditPurchaseKind, {
            slug: 'reconcileCreditPurchases',
            label: 'Reconcile credit purchases with the provider, and finish pack refunds cut off half way',
            cron: options.reconcileCron,
            queue: pluginOptions.maintenanceQueue,
            refundsLabel: 'credit pack',
            resumeRefunds: (payload) => resumeCreditRefunds(payload),
          }),
        ],
      },
    }
  }
