import type { Config, TaskConfig } from 'payload'
import { paidPurchaseSubject, reconcilePurchasesTask } from '@plugins/payments'
import { contribute } from '@/lib/plugins/contributions'
import { GiftVouchers } from './collections/GiftVouchers'
import { vouchersContributions } from './contributions'
import { keepBookingsBeingPaid } from './operations/bookingsBeingPaid'
import { VoucherLedger } from './collections/VoucherLedger'
import { VoucherSettings } from './collections/VoucherSettings'
import { voucherCheckEndpoint, voucherPurchaseEndpoint, voucherPurchaseStatusEndpoint } from './endpoints/voucherEndpoints'
import { expireVouchers } from './operations/expireVouchers'
import { giftVoucherKind } from './operations/giftVoucherKind'
import { resumeVoucherRefunds } from './operations/resumeVoucherRefunds'
import { sendVoucherEmailTask } from './operations/voucherEmail'
import type { SanitizedVouchersOptions, VouchersPluginOptions } from './types'

export * from './contract'
/** What the payments plugin takes money for on the vouchers' behalf. */
export const voucherPurchaseSubject = paidPurchaseSubject(giftVoucherKind)
// For the booking plugin: a code checked, spent under the voucher's lock, put back, taken again.
export {
  findUsableVoucher,
  retakeVoucherForBooking,
  returnVoucherForBooking,
  spendVoucherForBooking,
  type UsableVoucher,
} from './operations/bookingVouchers'
export { countVoucherAttempt } from './operations/voucherAttempts'
export { voucherRefusalResponse } from './endpoints/voucherEndpoints'
export { expireVouchers } from './operations/expireVouchers'
export { reconcileVoucherPurchases } from './operations/giftVoucherKind'
export { loadVoucherOffer } from './operations/loadVoucherOffer'
export { loadPrintableVoucher, type PrintableVoucher } from './operations/printableVoucher'
// For the staff payment search, and its refund of what is left on a voucher.
export { searchGiftVouchers, type VoucherSearchHit } from './operations/searchVouchers'
export { refundGiftVoucher, type VoucherRefundResult } from './operations/refundVoucher'
export type { VouchersPluginOptions } from './types'

const EXPIRE_VOUCHERS_TASK = 'expireGiftVouchers'

const expireTask = (cron: string, queue: string): TaskConfig<typeof EXPIRE_VOUCHERS_TASK> => ({
  slug: EXPIRE_VOUCHERS_TASK,
  label: 'Take what is left off gift vouchers past their last day',
  schedule: [{ cron, queue }],
  outputSchema: [
    { name: 'expired', type: 'number', required: true },
    { name: 'pence', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await expireVouchers(req.payload) }),
})

/** Gift vouchers: bought with the Payment Element, e-mailed with a code, spent on bookings from a ledger. */
export const vouchersPlugin =
  (pluginOptions: VouchersPluginOptions) =>
  (config: Config): Config => {
    const options: SanitizedVouchersOptions = {
      secret: pluginOptions.secret,
      siteUrl: pluginOptions.siteUrl.replace(/\/+$/, ''),
      maxPurchasesPerClientPerHour: pluginOptions.maxPurchasesPerClientPerHour ?? 10,
      // 00:15 UTC: after midnight in London all year (a voucher is good through its last day).
      expireCron: pluginOptions.expireCron ?? '15 0 * * *',
      bookingsBeingPaid: pluginOptions.bookingsBeingPaid,
    }
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        { ...GiftVouchers, endpoints: [voucherPurchaseEndpoint(options), voucherPurchaseStatusEndpoint, voucherCheckEndpoint(options)] },
        VoucherLedger,
      ],
      globals: [...(config.globals ?? []), VoucherSettings],
      // Its part of a person's data, the reports and "Needs attention"; and what booking tells it of bookings being paid.
      custom: keepBookingsBeingPaid(contribute(config.custom, vouchersContributions), options.bookingsBeingPaid),
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          sendVoucherEmailTask(options),
          expireTask(options.expireCron, pluginOptions.maintenanceQueue),
          reconcilePurchasesTask(giftVoucherKind, {
            slug: 'reconcileGiftVouchers',
            label: 'Reconcile gift voucher purchases with the provider, and finish voucher refunds cut off half way',
            cron: '*/15 * * * *',
            queue: pluginOptions.maintenanceQueue,
            refundsLabel: 'gift voucher',
            resumeRefunds: (payload) => resumeVoucherRefunds(payload),
          }),
        ],
      },
    }
  }
