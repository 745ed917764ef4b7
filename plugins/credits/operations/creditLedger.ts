import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '@plugins/verification'
import { ledgerLocksDisabled } from '@/lib/db/ledgerLocks'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { requestDb } from '@/lib/db/transaction'
import { remainingByPack, type CreditPack } from '../domain/applyCredits'

/** Serialises every change to one address's credits until the transaction ends, on every instance. */
export async function lockCredits(req: PayloadRequest, email: string): Promise<void> {
  if (ledgerLocksDisabled()) return
  await lockUntilCommit(req, LOCK_NAMESPACES.credits, normalizeEmail(email))
}

/** The address's balance: the sum of its ledger rows. */
export async function creditBalance(req: PayloadRequest, email: string): Promise<number> {
  const result = await (
    await requestDb(req)
  ).execute(sql`select coalesce(sum(delta), 0) as balance from credit_ledger where email = ${normalizeEmail(email)}`)
  return Number((result.rows[0] as { balance: string | number }).balance)
}

/** Credits a booking holds now: what it took less what came back. */
export async function bookingCreditsHeld(req: PayloadRequest, bookingId: number): Promise<{ email: string | null; credits: number }> {
  const result = await (
    await requestDb(req)
  ).execute(sql`
    select min(email) as email, coalesce(sum(delta), 0) as net from credit_ledger where booking_id = ${bookingId}`)
  const row = result.rows[0] as { email: string | null; net: string | number }
  return { email: row.email, credits: Math.max(0, -Number(row.net)) }
}

/** Each paid pack with what is left of it (oldest packs are used first; a refunded pack keeps only what was used of it). */
export async function creditPacks(req: PayloadRequest, email: string): Promise<CreditPack[]> {
  const address = normalizeEmail(email)
  const handle = await requestDb(req)
  // A pack's refund takes back its own unused credits, so it shrinks that pack, not the oldest.
  const grants = await handle.execute(sql`
    select purchase_id, sum(delta) as delta, min(created_at) filter (where reason = 'purchase') as created_at
      from credit_ledger where email = ${address} and reason in ('purchase', 'refund')
     group by purchase_id order by 3, 1`)
  // Credits staff added (a positive adjustment) are a gift outside the packs: they never make a
  // pack's paid credits look unused, so a pack's refund never pays out for them.
  const spent = await handle.execute(sql`
    select coalesce(-sum(delta), 0) as spent from credit_ledger
     where email = ${address} and reason not in ('purchase', 'refund') and not (reason = 'adjustment' and delta > 0)`)
  return remainingByPack(
    (grants.rows as { purchase_id: number; delta: number; created_at: string | Date }[]).map((row) => ({
      purchaseId: Number(row.purchase_id),
      credits: Number(row.delta),
      purchasedAt: new Date(row.created_at).toISOString(),
    })),
    Number((spent.rows[0] as { spent: string | number }).spent),
  )
}
