import type { Config, TaskConfig } from 'payload'
import { contribute } from '@/lib/plugins/contributions'
import { CreditLedger } from './collections/CreditLedger'
import { creditsContributions } from './contributions'
import { CreditPurchases } from './collections/CreditPurchases'
import { CreditSettings } from './collections/CreditSettings'
import { creditBalanceEndpoint, creditPurchaseEndpoint, creditPurchaseStatusEndpoint } from './endpoints/creditEndpoints'
import { sendCreditReceiptTask } from './operations/creditReceipt'
import { reconcileCreditPurchases } from './operations/reconcileCreditPurchases'
import { resumeCreditRefunds } from './operations/resumeCreditRefunds'
import type { CreditsPluginOptions, SanitizedCreditsOptions } from './types'

export { creditPurchaseSubject } from './operations/creditPurchaseSubject'
export { returnCreditsForBooking, retakeCreditsForBooking, takeCreditsForBooking } from './operations/bookingCredits'
// For the staff payment search: a family's packs with what is left of each.
export { creditBalance, creditPacks } from './operations/creditLedger'
export { searchPurchasePayments, type CreditPurchaseRecord } from './operations/searchPurchasePayments'
export * from './contract'
export { refundCreditPack } from './operations/refundCreditPack'
// For the staff plugin's adjustment of a family's credits at the desk.
export { adjustCredits, type CreditAdjustment } from './operations/adjustCredits'
export { eraseCreditsPersonalData, type CreditsErasure } from './operations/eraseCredits'
export { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG } from './types'
export { loadCreditOffer } from './operations/loadCreditOffer'
export type { CreditsPluginOptions } from './types'

const RECONCILE_CREDIT_PURCHASES_TASK = 'reconcileCreditPurchases'

const reconcileTask = (cron: string, queue: string): TaskConfig<typeof RECONCILE_CREDIT_PURCHASES_TASK> => ({
  slug: RECONCILE_CREDIT_PURCHASES_TASK,
  label: 'Reconcile credit purchases with the provider, and finish pack refunds cut off half way',
  schedule: [{ cron, queue }],
  outputSchema: [
    { name: 'checked', type: 'number', required: true },
    { name: 'repaired', type: 'number', required: true },
    { name: 'failed', type: 'number', required: true },
  ],
  handler: async ({ req }) => {
    const output = await reconcileCreditPurchases(req.payload)
    // Pack refunds cut off half way are finished on the same round (resumeCreditRefunds).
    const refunds = await resumeCreditRefunds(req.payload)
    if (refunds.checked > 0) req.payload.logger.info({ msg: 'resumed credit pack refunds', ...refunds })
    return { output }
  },
})

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
          reconcileTask(options.reconcileCron, pluginOptions.maintenanceQueue),
        ],
      },
    }
  }
