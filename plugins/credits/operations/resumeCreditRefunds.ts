import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { paymentProvider, REFUND_KEY_LIFETIME_MS, STALE_REFUND_MS } from '@plugins/payments'
import { staffNoteLine } from '@/lib/db/staffNoteLine'
import { formatPence } from '@/lib/money'
import { CREDIT_PURCHASES_SLUG } from '../types'
import { creditRefundKey, recordCreditRefundPaid } from './refundCreditPack'

export type ResumeCreditRefundsReport = { checked: number; completed: number; retryLater: number; flagged: number }

/**
 * Finishes pack refunds whose request died between claiming and recording, as resumeStaffRefunds
 * does for bookings: asked again with the request's own provider key (the provider answers with
 * the refund it already made, or makes it), then recorded once; a provider error waits for the
 * next run; one older than the key's lifetime is flagged for staff, never retried. The credits
 * stay off the balance meanwhile.
 */
export async function resumeCreditRefunds(payload: Payload, now: Date = new Date()): Promise<ResumeCreditRefundsReport> {
  const provider = paymentProvider(payload)
  const req = await createLocalReq({}, payload)
  const { docs } = await payload.find({
    collection: CREDIT_PURCHASES_SLUG,
    where: {
      and: [
        { 'refund.status': { equals: 'pending' } },
        { 'refund.requestedAt': { less_than: new Date(now.getTime() - STALE_REFUND_MS).toISOString() } },
      ],
    },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  const report: ResumeCreditRefundsReport = { checked: 0, completed: 0, retryLater: 0, flagged: 0 }
  for (const purchase of docs) {
    report.checked += 1
    const refund = purchase.refund!
    if (now.getTime() - new Date(refund.requestedAt!).getTime() > REFUND_KEY_LIFETIME_MS) {
      const line = `Refund of ${refund.credits} unused credits (${formatPence(refund.amountPence ?? 0)}) asked for on ${refund.requestedAt!.slice(0, 10)} was never confirmed: check the payment in the provider's dashboard before refunding again.`
      if ((await flagPurchaseForStaff(payload, purchase.id, line)) === 'flagged') report.flagged += 1
      continue
    }
    try {
      const made = await provider.refund({
        intentId: purchase.paymentReference!,
        amountPence: refund.amountPence!,
        idempotencyKey: creditRefundKey(purchase.id, refund.idempotencyKey!),
      })
      if (await recordCreditRefundPaid(req, purchase.id, made.id)) report.completed += 1
    } catch (error) {
      payload.logger.warn({
        err: error,
        purchase: purchase.id,
        msg: 'resuming a credit pack refund failed; it stays pending for the next run',
      })
      report.retryLater += 1
    }
  }
  return report
}

/** Marks a credit purchase for staff attention with a line in its note, once (see staffNoteLine). */
async function flagPurchaseForStaff(payload: Payload, purchaseId: number, line: string): Promise<'flagged' | 'already'> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const flag = staffNoteLine(line)
  const result = await db.execute(sql`update credit_purchases set ${flag.set} where id = ${purchaseId} and ${flag.notYet} returning id`)
  return result.rows.length > 0 ? 'flagged' : 'already'
}
