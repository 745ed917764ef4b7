import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { LOCK_NAMESPACES } from '@/lib/db/advisoryLock'

type Db = PostgresAdapter['drizzle']

/**
 * Serialises every capacity decision for one (date, slot) across all app instances until the
 * transaction ends. Two requests for different slots never wait for each other.
 */
export async function lockSlot(db: Db, date: string, slotStart: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES.slot}, hashtext(${`${date} ${slotStart}`}))`)
}

/** The same lock if it is free now, else false at once: for a caller that must not wait while holding a later lock. */
export async function tryLockSlot(db: Db, date: string, slotStart: string): Promise<boolean> {
  const result = await db.execute(
    sql`select pg_try_advisory_xact_lock(${LOCK_NAMESPACES.slot}, hashtext(${`${date} ${slotStart}`})) as locked`,
  )
  return Boolean((result.rows[0] as { locked: boolean } | undefined)?.locked)
}

/** Children holding or owning places in a slot: paid, checked in or out, a no-show (past days only), or held and not expired. */
export async function occupiedChildren(db: Db, date: string, slotStart: string): Promise<number> {
  const result = await db.execute(sql`
    select coalesce(sum(children), 0)::int as children
    from bookings
    where date = ${date} and slot_start = ${slotStart}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))`)
  return Number((result.rows[0] as { children: number } | undefined)?.children ?? 0)
}

/** The same count for every slot of one or more days, in one query. Keyed `${date} ${slotStart}`. */
export async function occupiedChildrenByDay(db: Db, from: string, to: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select date, slot_start, coalesce(sum(children), 0)::int as children
    from bookings
    where date >= ${from} and date <= ${to}
      and (status::text in ('paid', 'checked_in', 'checked_out', 'no_show') or (status::text = 'held' and hold_expires_at > now()))
    group by date, slot_start`)
  const occupied = new Map<string, number>()
  for (const row of result.rows as { date: string; slot_start: string; children: number }[])
    occupied.set(`${row.date} ${row.slot_start}`, Number(row.children))
  return occupied
}

/** Occupied children plus places promised to others (waiting-list families): what the public sees as taken. */
export function withReserved(occupied: Map<string, number>, reserved: Map<string, number>): Map<string, number> {
  if (reserved.size === 0) return occupied
  const total = new Map(occupied)
  for (const [key, children] of reserved) total.set(key, (total.get(key) ?? 0) + children)
  return total
}
