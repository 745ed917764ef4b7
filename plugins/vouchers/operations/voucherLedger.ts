import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload, PayloadRequest } from 'payload'
import { ledgerLocksDisabled } from '@/lib/db/ledgerLocks'
import { requestDb, transactionDb } from '@/lib/db/transaction'

/**
 * Serialises every change to one voucher's balance until the transaction ends, on every app
 * instance: a row lock on the voucher, so the sum read after it sees every earlier spend.
 * LEDGER_TEST_DISABLE_LOCKS=1 (tests only; production refuses it) takes it away for the race test's control.
 */
export async function lockVoucher(req: PayloadRequest, voucherId: number): Promise<void> {
  if (!req.transactionID) throw new Error('lockVoucher must run inside a transaction')
  if (ledgerLocksDisabled()) return
  await (await transactionDb(req)).execute(sql`select id from gift_vouchers where id = ${voucherId} for update`)
}

/** The voucher's balance in pence: the sum of its ledger rows. */
export async function voucherBalance(req: PayloadRequest, voucherId: number): Promise<number> {
  const result = await (
    await requestDb(req)
  ).execute(sql`select coalesce(sum(delta_pence), 0) as balance from voucher_ledger where voucher_id = ${voucherId}`)
  return Number((result.rows[0] as { balance: string | number }).balance)
}

/** What a booking holds of a voucher now: what it spent less what came back (nothing: voucher null). */
export async function bookingVoucherHeld(req: PayloadRequest, bookingId: number): Promise<{ voucherId: number | null; pence: number }> {
  const result = await (
    await requestDb(req)
  ).execute(sql`
    select min(voucher_id) as voucher_id, coalesce(sum(delta_pence), 0) as net
      from voucher_ledger where booking_id = ${bookingId} and reason in ('spent', 'refunded')`)
  const row = result.rows[0] as { voucher_id: number | null; net: string | number }
  return { voucherId: row.voucher_id === null ? null : Number(row.voucher_id), pence: Math.max(0, -Number(row.net)) }
}

/** The balance read on the shared pool, for pages that have no request (the print page). */
export async function voucherBalanceOutsideTransaction(payload: Payload, voucherId: number): Promise<number> {
  const result = await drizzleOf(payload).execute(
    sql`select coalesce(sum(delta_pence), 0) as balance from voucher_ledger where voucher_id = ${voucherId}`,
  )
  return Number((result.rows[0] as { balance: string | number }).balance)
}
