import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/lib/db/transaction'

/**
 * The right to erasure (ADR 0021) for the waiting list: an entry is nothing but personal data and
 * a place in a line, with no money to keep, so the address's entries are deleted. Runs inside the
 * caller's erasure transaction. An offer's held booking is the booking plugin's to erase.
 */
export async function eraseWaitingListEntries(req: PayloadRequest, address: string): Promise<{ entryIds: number[] }> {
  const result = await (
    await transactionDb(req)
  ).execute(sql`delete from waiting_list_entries where lower(customer_email) = ${address.toLowerCase()} returning id`)
  return { entryIds: (result.rows as { id: number }[]).map((row) => Number(row.id)) }
}
