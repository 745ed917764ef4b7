import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'
import { drizzleOf } from '@/lib/db/postgres'
import { ERASED_NAME, ERASED_TEXT } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'

export type VouchersErasure = { voucherIds: number[] }

/**
 * Erases one buyer's address from the vouchers they bought (issue 27, ADR 0021), inside the
 * caller's transaction and under each voucher's row lock: buyer's name and address, recipient's
 * name, the message, staff notes and a refund's reason. The code, value, ledger and last day stay: the voucher is a
 * gift someone else may hold, and its money is the accounts'.
 */
export async function eraseVoucherPersonalData(req: PayloadRequest, email: string, replacement: string): Promise<VouchersErasure> {
  const db = await transactionDb(req)
  await db.execute(sql`select id from gift_vouchers where lower(trim(buyer_email)) = ${email} order by id for update`)
  const erased = await db.execute(sql`
    update gift_vouchers
       set buyer_name = ${ERASED_NAME}, buyer_email = ${replacement}, recipient_name = ${ERASED_NAME}, client_key = null,
           message = case when message is null then null else ${ERASED_TEXT} end,
           staff_note = case when staff_note is null then null else ${ERASED_TEXT} end,
           refund_reason = case when refund_reason is null then null else ${ERASED_TEXT} end
     where lower(trim(buyer_email)) = ${email}
    returning id`)
  return { voucherIds: (erased.rows as { id: number | string }[]).map((row) => Number(row.id)) }
}

/** The vouchers an address bought, with their ledgers, for the customer export (right of access). */
export async function exportVouchersFor(payload: Payload, email: string): Promise<Record<string, unknown>[]> {
  const db = drizzleOf(payload)
  const vouchers = await db.execute(sql`
    select v.id, v.code, v.amount_pence, v.status::text as status, v.buyer_name, v.buyer_email, v.recipient_name, v.message,
           v.expires_on, v.issued_at, v.created_at,
           coalesce((select json_agg(json_build_object('delta_pence', l.delta_pence, 'reason', l.reason, 'booking_id', l.booking_id,
                                                       'created_at', l.created_at) order by l.created_at)
                       from voucher_ledger l where l.voucher_id = v.id), '[]'::json) as ledger
      from gift_vouchers v where lower(trim(v.buyer_email)) = ${email.trim().toLowerCase()} order by v.created_at`)
  return vouchers.rows as Record<string, unknown>[]
}
