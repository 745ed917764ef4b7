import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestDb } from '@/lib/db/transaction'
import { TICKET_STATUSES } from '../domain/bookingStatus'

/**
 * A kiosk's lookup: the name's folded text to find inside the stored names (folded with the same
 * one-letter-for-one-letter table, `translate(name, foldFrom, foldTo)`, then lower-cased and its
 * spaces collapsed), or a reference to match exactly.
 */
export type TicketSearch = {
  needle: string
  reference: string | null
  foldFrom: string
  foldTo: string
  /** The dates searched (both included), and the day whose tickets come first. */
  from: string
  to: string
  today: string
  limit: number
}

const ticketStatuses = sql.join(
  TICKET_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)

/**
 * The ids of the tickets the door deals with (paid, checked in or out: TICKET_STATUSES) dated from
 * `from` to `to` whose name contains the needle or whose reference is the one given: `today`'s
 * first, then the days after it, then those before; by date, session and id; at most `limit`.
 */
export async function findTickets(req: PayloadRequest, search: TicketSearch): Promise<number[]> {
  const db = await requestDb(req)
  const found = await db.execute(sql`
    select id from bookings
    where date >= ${search.from} and date <= ${search.to}
      and status::text in (${ticketStatuses})
      and (
        position(${search.needle} in regexp_replace(lower(translate(customer_name, ${search.foldFrom}, ${search.foldTo})), '\\s+', ' ', 'g')) > 0
        or reference = ${search.reference ?? ''}
      )
    order by case when date = ${search.today} then 0 when date > ${search.today} then 1 else 2 end, date, slot_start, id
    limit ${search.limit}`)
  return (found.rows as { id: number | string }[]).map((row) => Number(row.id))
}
