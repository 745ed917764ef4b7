import { purchaseReportPart } from '@plugins/payments'
import type { Contributions } from '@/lib/plugins/contributions'

/**
 * The gift vouchers' part of the reports: a voucher's sale is money taken when it is issued (the
 * bookings it pays later take none: their final amount is the card part); its refund, when the
 * refund succeeds.
 */
export const vouchersReports: Partial<Contributions> = {
  reports: [
    purchaseReportPart({
      plugin: 'vouchers',
      table: 'gift_vouchers',
      paidAt: 'issued_at',
      name: 'buyer_name',
      email: 'buyer_email',
      reference: 'p.code',
      kind: 'gift_voucher',
      activityId: 'voucher',
    }),
  ],
}
