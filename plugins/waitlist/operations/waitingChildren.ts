import { sql } from '@payloadcms/db-postgres'
import type { WaitingChildren, WaitingReservation } from '@plugins/booking'

/**
 * Families still waiting (not yet offered) from `from` to `to`, as the places they keep: given to
 * the booking plugin through its options, which spreads a whole day's family over the sessions that
 * suit its arrival range, so the public's (and on a normal day the desk's) holds and availability
 * leave these places to the list (ADR 0026, 0033). Offered families hold a booking, which the
 * booking plugin counts itself.
 */
export const waitingChildren: WaitingChildren = async (db, from, to) => {
  const result = await db.execute(sql`
    select date, slot_start, not_before, not_after, coalesce(sum(children), 0)::int as children
    from waiting_list_entries
    where date >= ${from} and date <= ${to} and status::text = 'waiting'
    group by date, slot_start, not_before, not_after`)
  return (
    result.rows as { date: string; slot_start: string | null; not_before: string | null; not_after: string | null; children: number }[]
  ).map((row): WaitingReservation => ({
    date: row.date,
    slotStart: row.slot_start,
    notBefore: row.not_before,
    notAfter: row.not_after,
    children: Number(row.children),
  }))
}
