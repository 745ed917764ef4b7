import { sql } from '@payloadcms/db-postgres'

type SQL = ReturnType<typeof sql>

/**
 * The pieces of the one statement that marks a record for staff attention with a line in its
 * note, once, for tables with `needs_attention` and `staff_note` columns (bookings, credit
 * purchases). Each table's owning plugin runs the statement on its own table:
 *
 *   update <table> set ${flag.set} where id = ${id} and ${flag.notYet} returning id
 *
 * A line already noted is not flagged again, so a repeating job never re-flags what staff have
 * handled and cleared. One statement on the two columns, not a read and a whole-row write: a
 * Local API update writes back every field it read, so a cancellation, check-in or refund
 * committed in between would be undone (the lost update docs/crash-safety.md describes for the
 * confirmation e-mail). The row lock the update takes orders it after any such write.
 */
export function staffNoteLine(line: string): { set: SQL; notYet: SQL } {
  return {
    set: sql`needs_attention = true,
           staff_note = case when coalesce(staff_note, '') = '' then ${line} else staff_note || E'\n' || ${line} end,
           updated_at = now()`,
    notYet: sql`not (${line} = any(string_to_array(coalesce(staff_note, ''), E'\n')))`,
  }
}
