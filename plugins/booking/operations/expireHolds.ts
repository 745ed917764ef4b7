import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { returnCreditsForBooking } from '@plugins/credits'
import { returnVoucherForBooking } from '@plugins/vouchers'
import { paymentProvider } from '@plugins/payments'
import { inTransaction, transactionDb } from '@/lib/db/transaction'

/**
 * Marks holds past their expiry as expired. Counting already ignores them, so this is
 * bookkeeping for staff screens and reports; it is safe to run on several instances at once.
 */
export async function expireStaleHolds(payload: Payload): Promise<number[]> {
  return (await expireHoldsReturningPayments(payload)).map((row) => row.id)
}

type ExpiredHold = { id: number; paymentProvider: string | null; paymentReference: string | null }

/** Expiry and the return of the holds' credits and voucher pence commit together, so none is ever stranded on an expired hold. */
async function expireHoldsReturningPayments(payload: Payload): Promise<ExpiredHold[]> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const result = await (
      await transactionDb(req)
    ).execute(sql`
      update bookings set status = 'expired', updated_at = now()
      where status::text = 'held' and hold_expires_at <= now()
      returning id, payment_provider, payment_reference, session_credits_used, voucher_applied_pence`)
    const rows = result.rows as {
      id: number
      payment_provider: string | null
      payment_reference: string | null
      session_credits_used: number | null
      voucher_applied_pence: number | null
    }[]
    for (const row of rows) {
      if (Number(row.session_credits_used ?? 0) > 0) await returnCreditsForBooking(req, Number(row.id), 'Hold expired unpaid')
      if (Number(row.voucher_applied_pence ?? 0) > 0) await returnVoucherForBooking(req, Number(row.id), 'Hold expired unpaid')
    }
    return rows.map((row) => ({ id: Number(row.id), paymentProvider: row.payment_provider, paymentReference: row.payment_reference }))
  })
}

/**
 * Expires lapsed holds, then cancels their payment intents so a family can no longer pay for
 * places they no longer hold. A payment that completed in the meantime cannot be cancelled; its
 * success event re-checks the slot (and refunds if it is full).
 */
export async function expireHoldsAndCancelPayments(payload: Payload): Promise<{ expired: number; intentsCancelled: number }> {
  const expired = await expireHoldsReturningPayments(payload)
  const provider = paymentProvider(payload)
  let intentsCancelled = 0
  for (const hold of expired) {
    if (!hold.paymentReference || hold.paymentProvider !== provider.name) continue
    try {
      await provider.cancelIntent(hold.paymentReference)
      intentsCancelled += 1
    } catch (error) {
      payload.logger.warn({
        err: error,
        booking: hold.id,
        msg: 'could not cancel the payment of an expired hold; its events will settle it',
      })
    }
  }
  if (expired.length > 0) payload.logger.info({ msg: 'expired unpaid holds', bookings: expired.map((hold) => hold.id), intentsCancelled })
  return { expired: expired.length, intentsCancelled }
}
