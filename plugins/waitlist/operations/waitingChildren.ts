import { sql } from '@payloadcms/db-postgres'
import type { WaitingChildren } from '@plugins/booking'

/**
 * Children still waiting (not yet offered) per session, keyed `${date} ${slotStart}`: given to the
 * booking plugin through its options, so the public's holds and availability leave these places
 * to the list (ADR 0026). Offered families hold a booking, which the booking plugin counts itself.
 */
export const waitingChildren: WaitingChildren = async (db, from, to) => {
  const result = await db.execute(sql`
    select date, slot_start, coalesce(sum(children), 0)::int as children
    from waiting_list_entries
    where date >= ${from} and date <= ${to} and status::text = 'waiting'
    group by date, slot_start`)
  const waiting = new Map<string, number>()
  for (const row of result.rows as { date: string; slot_start: string; children: number }[])
    waiting.set(`${row.date} ${row.slot_start}`, Number(row.children))
  return waiting
}
