import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

/**
 * Marks holds past their expiry as expired. Counting already ignores them, so this is
 * bookkeeping for staff screens and reports; it is safe to run on several instances at once.
 */
export async function expireStaleHolds(payload: Payload): Promise<number[]> {
  const db = (payload.db as unknown as PostgresAdapter).drizzle
  const result = await db.execute(sql`
    update bookings set status = 'expired', updated_at = now()
    where status::text = 'held' and hold_expires_at <= now()
    returning id`)
  return (result.rows as { id: number }[]).map((row) => Number(row.id))
}
