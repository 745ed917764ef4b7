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

/** At most this many entries go in one nightly round: years of backlog clear over a few nights, not in one transaction. */
export const WAITING_LIST_RETENTION_BATCH = 2000

/**
 * The nightly retention round (ADR 0021): entries of sessions on days before `beforeDate`
 * (YYYY-MM-DD, London) are deleted, oldest first. By then every one has ended (closed at the
 * session's start, or booked, expired or left), so nothing in a live line goes.
 */
export async function eraseWaitingListEntriesBefore(req: PayloadRequest, beforeDate: string): Promise<{ entryIds: number[] }> {
  const result = await (
    await transactionDb(req)
  ).execute(sql`
    delete from waiting_list_entries
     where id in (select id from waiting_list_entries where date < ${beforeDate} order by date, id limit ${WAITING_LIST_RETENTION_BATCH})
    returning id`)
  return { entryIds: (result.rows as { id: number }[]).map((row) => Number(row.id)) }
}
