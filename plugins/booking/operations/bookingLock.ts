import { sql } from '@payloadcms/db-postgres'
import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { LOCK_NAMESPACES } from '@/lib/db/advisoryLock'
import { transactionDb } from '@/lib/db/transaction'
import { BOOKINGS_SLUG } from '../types'

/**
 * Serialises every change to one booking (payment events, cancellations, refunds) until the
 * transaction ends, across all app instances.
 */
export async function lockBooking(db: PostgresAdapter['drizzle'], bookingId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACES.booking}, ${bookingId})`)
}

/**
 * The booking to change, read under its lock (`lockBooking`) so no other change can interleave
 * until the caller's transaction ends; null when there is no such booking. Call inside the
 * transaction (`inTransaction`). `lock: false` reads it without the lock: only for a race test's
 * control run, which shows what the lock prevents.
 */
export async function lockedBooking(
  req: PayloadRequest,
  bookingId: number,
  { lock = true }: { lock?: boolean } = {},
): Promise<Booking | null> {
  if (lock) await lockBooking(await transactionDb(req), bookingId)
  return req.payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, req, overrideAccess: true, disableErrors: true })
}
