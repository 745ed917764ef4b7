import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { ERASED_NAME, ERASED_TEXT } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'
import { CREDIT_LEDGER_SLUG } from '../types'
import { creditBalance, lockCredits } from './creditLedger'

export type CreditsErasure = { purchaseIds: number[]; ledgerIds: number[]; ledgerRows: number; creditsClosed: number }

/**
 * Erases one address from the credit packs and the ledger (issue 27, ADR 0021), inside the
 * caller's transaction and under the address's credit lock: each pack's name, address and phone,
 * the staff's notes and refund reasons; the ledger's rows move to the stand-in address, and what
 * was left unspent is closed by one `adjustment` row, so nothing can be spent from it again.
 * Amounts, dates, statuses and payment references stay, so revenue is unchanged; credits a
 * booking holds stay with that booking.
 */
export async function eraseCreditsPersonalData(req: PayloadRequest, email: string, replacement: string): Promise<CreditsErasure> {
  const db = await transactionDb(req)
  // Each pack's lock, in id order, then the address's: the order a pack's payment event takes them.
  const found = await db.execute(sql`select id from credit_purchases where lower(trim(customer_email)) = ${email} order by id`)
  for (const row of found.rows as { id: number | string }[]) await lockUntilCommit(req, LOCK_NAMESPACES.creditPurchase, Number(row.id))
  await lockCredits(req, email)
  const remaining = await creditBalance(req, email)
  const purchases = await db.execute(sql`
    update credit_purchases
       set customer_name = ${ERASED_NAME}, customer_email = ${replacement}, customer_phone = '', client_key = null,
           staff_note = case when staff_note is null then null else ${ERASED_TEXT} end,
           refund_reason = case when refund_reason is null then null else ${ERASED_TEXT} end
     where lower(trim(customer_email)) = ${email}
    returning id`)
  const ledger = await db.execute(sql`
    update credit_ledger set email = ${replacement}, note = case when note is null then null else ${ERASED_TEXT} end
     where lower(trim(email)) = ${email}
    returning id`)
  if (remaining > 0) {
    await req.payload.create({
      collection: CREDIT_LEDGER_SLUG,
      data: { email: replacement, delta: -remaining, reason: 'adjustment', note: 'Closed: personal data erased' },
      req,
      overrideAccess: true,
    })
  }
  return {
    purchaseIds: (purchases.rows as { id: number | string }[]).map((row) => Number(row.id)),
    ledgerIds: (ledger.rows as { id: number | string }[]).map((row) => Number(row.id)),
    ledgerRows: ledger.rows.length,
    creditsClosed: Math.max(0, remaining),
  }
}
