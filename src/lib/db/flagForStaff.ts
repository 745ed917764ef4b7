import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/** The records staff are asked to look at: each has `needs_attention` and `staff_note` columns. */
export type FlaggableTable = 'bookings' | 'credit_purchases'

/**
 * Marks a record for staff attention with a line in its note, once: a line already noted is not
 * flagged again, so a repeating job never re-flags what staff have handled and cleared.
 *
 * One statement on the two columns it owns, not a read and a whole-row write: a Local API update
 * writes back every field it read, so a cancellation, check-in or refund committed in between
 * would be undone (the lost update docs/crash-safety.md describes for the confirmation e-mail).
 * The row lock the update takes orders it after any such write.
 */
export async function flagRecordForStaff(payload: Payload, table: FlaggableTable, id: number, line: string): Promise<'flagged' | 'already'> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    update ${sql.identifier(table)}
       set needs_attention = true,
           staff_note = case when coalesce(staff_note, '') = '' then ${line} else staff_note || E'\n' || ${line} end,
           updated_at = now()
     where id = ${id}
       and not (${line} = any(string_to_array(coalesce(staff_note, ''), E'\n')))
    returning id`)
  return result.rows.length > 0 ? 'flagged' : 'already'
}
