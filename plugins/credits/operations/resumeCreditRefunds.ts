import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { resumePurchaseRefunds, type ResumeRefundsReport } from '@plugins/payments'
import type { CreditPurchase } from '@/payload-types'
import { staffNoteLine } from '@/lib/db/staffNoteLine'
import { formatPence } from '@/lib/money'
import { CREDIT_PURCHASES_SLUG } from '../types'
import { creditRefundKey, recordCreditRefundPaid } from './refundCreditPack'

export type ResumeCreditRefundsReport = ResumeRefundsReport

/**
 * Finishes pack refunds whose request died between claiming and recording (the payments plugin's
 * resumePurchaseRefunds). The credits stay off the balance meanwhile.
 */
export function resumeCreditRefunds(payload: Payload, now: Date = new Date()): Promise<ResumeCreditRefundsReport> {
  return resumePurchaseRefunds<CreditPurchase>(
    payload,
    {
      label: 'credit pack',
      collection: CREDIT_PURCHASES_SLUG,
      providerKey: (purchase) => creditRefundKey(purchase.id, purchase.refund!.idempotencyKey!),
      recordPaid: recordCreditRefundPaid,
      staleLine: ({ refund }) =>
        `Refund of ${refund!.credits} unused credits (${formatPence(refund!.amountPence ?? 0)}) asked for on ${refund!.requestedAt!.slice(0, 10)} was never confirmed: check the payment in the provider's dashboard before refunding again.`,
      flag: (purchaseId, line) => flagPurchaseForStaff(payload, purchaseId, line),
    },
    now,
  )
}

/** Marks a credit purchase for staff attention with a line in its note, once (see staffNoteLine). */
async function flagPurchaseForStaff(payload: Payload, purchaseId: number, line: string): Promise<'flagged' | 'already'> {
  const db = drizzleOf(payload)
  const flag = staffNoteLine(line)
  const result = await db.execute(sql`update credit_purchases set ${flag.set} where id = ${purchaseId} and ${flag.notYet} returning id`)
  return result.rows.length > 0 ? 'flagged' : 'already'
}
