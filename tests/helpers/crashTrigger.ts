import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'

/**
 * Runs `work` while every UPDATE of `table` that sets `column` to `value` raises inside its
 * transaction: a real failure at the point a crash would hit (a Postgres trigger), not a mock.
 * The trigger is dropped afterwards, whatever happened.
 */
export async function whileUpdatesFail<T>(
  payload: Payload,
  where: { table: string; column: string; value: string },
  work: () => Promise<T>,
): Promise<T> {
  const db = drizzleOf(payload)
  const name = sql.raw(`test_crash_${where.table}_${where.column}`)
  const table = sql.raw(`"${where.table}"`)
  const column = sql.raw(`"${where.column}"`)
  await db.execute(sql`
    create or replace function ${name}() returns trigger language plpgsql as $$
    begin
      if new.${column}::text = ${sql.raw(`'${where.value.replace(/'/g, "''")}'`)} then raise exception 'simulated crash: ${sql.raw(where.table)}.${sql.raw(where.column)} set to ${sql.raw(where.value.replace(/'/g, "''"))}'; end if;
      return new;
    end $$`)
  await db.execute(sql`create trigger ${name} before update on ${table} for each row execute function ${name}()`)
  try {
    return await work()
  } finally {
    await db.execute(sql`drop trigger if exists ${name} on ${table}`)
    await db.execute(sql`drop function if exists ${name}()`)
  }
}
