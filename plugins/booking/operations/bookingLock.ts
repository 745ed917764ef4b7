import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'

const BOOKING_LOCK_NAMESPACE = 7302

/**
 * Serialises every change to one booking (payment events, cancellations, refunds) until the
 * transaction ends, across all app instances.
 */
export async function lockBooking(db: PostgresAdapter['drizzle'], bookingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}, ${bookingId})`)
}
