import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { inTransaction, requestDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import { VOUCHER_LEDGER_SLUG } from '../types'
import { lockVoucher, voucherBalance } from './voucherLedger'

/**
 * Writes an `expired` row taking what is left off each voucher past its last day, each under its
 * row lock (so a booking spending at the same moment is counted first). Safe to run again.
 */
export async function expireVouchers(payload: Payload, now: Date = new Date()): Promise<{ expired: number; pence: number }> {
  const req = await createLocalReq({}, payload)
  const today = businessDate(now)
  const due = await (
    await requestDb(req)
  ).execute(sql`
    select v.id from gift_vouchers v join voucher_ledger l on l.voucher_id = v.id
     where v.status::text = 'issued' and v.expires_on < ${today}
     group by v.id having sum(l.delta_pence) > 0`)
  let expired = 0
  let pence = 0
  for (const row of due.rows as { id: number }[]) {
    const voucherId = Number(row.id)
    // One transaction per voucher, each on its own request.
    const own = await createLocalReq({}, payload)
    const taken = await inTransaction(own, async () => {
      await lockVoucher(own, voucherId)
      const balance = await voucherBalance(own, voucherId)
      if (balance <= 0) return 0
      await own.payload.create({
        collection: VOUCHER_LEDGER_SLUG,
        data: { voucher: voucherId, deltaPence: -balance, reason: 'expired', note: `Expired after its last day (${today} run)` },
        req: own,
        overrideAccess: true,
      })
      return balance
    })
    if (taken > 0) {
      expired += 1
      pence += taken
    }
  }
  if (expired > 0) payload.logger.info({ msg: 'expired gift vouchers', expired, pence })
  return { expired, pence }
}
