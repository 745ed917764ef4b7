import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { resumePurchaseRefunds, type ResumeRefundsReport } from '@plugins/payments'
import type { GiftVoucher } from '@/payload-types'
import { staffNoteLine } from '@/lib/db/staffNoteLine'
import { formatPence } from '@/lib/money'
import { GIFT_VOUCHERS_SLUG } from '../types'
import { recordVoucherRefundPaid, voucherRefundKey } from './refundVoucher'

/**
 * Finishes voucher refunds whose request died between claiming and recording (the payments
 * plugin's resumePurchaseRefunds). The balance stays off the voucher meanwhile.
 */
export function resumeVoucherRefunds(payload: Payload, now: Date = new Date()): Promise<ResumeRefundsReport> {
  return resumePurchaseRefunds<GiftVoucher>(
    payload,
    {
      label: 'gift voucher',
      collection: GIFT_VOUCHERS_SLUG,
      providerKey: (voucher) => voucherRefundKey(voucher.id, voucher.refund!.idempotencyKey!),
      recordPaid: recordVoucherRefundPaid,
      staleLine: ({ refund }) =>
        `Refund of ${formatPence(refund!.amountPence ?? 0)} left on the voucher, asked for on ${refund!.requestedAt!.slice(0, 10)}, was never confirmed: check the payment in the provider's dashboard before refunding again.`,
      flag: async (voucherId, line) => {
        const flag = staffNoteLine(line)
        const result = await drizzleOf(payload).execute(
          sql`update gift_vouchers set ${flag.set} where id = ${voucherId} and ${flag.notYet} returning id`,
        )
        return result.rows.length > 0 ? 'flagged' : 'already'
      },
    },
    now,
  )
}
