import { purchaseReportPart } from '@plugins/payments'
import type { Contributions } from '@/lib/plugins/contributions'

/** The credit packs' part of the reports: a pack's price when it is paid, its refund when that succeeds, with the credits. */
export const creditsReports: Partial<Contributions> = {
  reports: [
    purchaseReportPart({
      plugin: 'credits',
      table: 'credit_purchases',
      paidAt: 'paid_at',
      name: 'customer_name',
      email: 'customer_email',
      reference: `'pack-' || p.id`,
      kind: 'credit_pack',
      activityId: 'credit',
      credits: { bought: 'p.credits', refunded: 'p.refund_credits' },
    }),
  ],
}
