import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { transactionDb } from './transaction'

/** Every advisory-lock namespace (the first key of pg_advisory_xact_lock), in one list so none collide. */
export const LOCK_NAMESPACES = {
  slot: 7301,
  booking: 7302,
  credits: 7303,
  creditPurchase: 7304,
  loyaltyMember: 7305,
  loyaltyAddress: 7306,
  holdClient: 7307,
  holdAddress: 7308,
  kioskRequest: 7309,
  partyDay: 7310,
  inquiry: 7311,
  kioskSync: 7312,
  party: 7313,
  // A normal day's waiting list (its whole-day entries), taken after the day's slot locks.
  waitingDay: 7314,
  // Session-level (not transaction) lock held by the one runner working a jobs queue.
  jobQueue: 7320,
} as const

/**
 * Holds a lock on (namespace, key) until the request's transaction ends, on every app instance.
 * A number is the key itself; text is hashed to one.
 */
export async function lockUntilCommit(req: PayloadRequest, namespace: number, key: number | string): Promise<void> {
  const db = await transactionDb(req)
  await db.execute(
    typeof key === 'number'
      ? sql`select pg_advisory_xact_lock(${namespace}, ${key})`
      : sql`select pg_advisory_xact_lock(${namespace}, hashtext(${key}))`,
  )
}
