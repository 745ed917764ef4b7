import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { LOCK_NAMESPACES } from '@/lib/db/advisoryLock'

/**
 * Serialises every change to one booking (payment events, cancellations, refunds) until the
 * transaction ends, across all app instances.
 */
export async function lockBooking(db: PostgresAdapter['drizzle'], bookingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES.booking}, ${bookingId})`)
}
