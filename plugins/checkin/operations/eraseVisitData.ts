import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { enterErasureMode } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'

/**
 * The visit record is append-only in the database (migration 20261127_094754_personal_data_erasure): the
 * one change it takes is this one, in erasure mode, and only the number plate and the staff's
 * reason going to null. Erases them on the visits of these bookings; returns how many visits changed.
 */
export async function eraseVisitPersonalData(req: PayloadRequest, bookingIds: number[]): Promise<number> {
  if (bookingIds.length === 0) return 0
  const db = await transactionDb(req)
  await enterErasureMode(db)
  const result = await db.execute(sql`
    update visit_events set number_plate = null, reason = null
     where booking_id in ${sql.raw(`(${bookingIds.map(Number).join(',')})`)} and (number_plate is not null or reason is not null)
    returning id`)
  return result.rows.length
}

/** Retention (issue 27): number plates of visits before `cutoff` are removed. Returns how many. */
export async function removeNumberPlatesBefore(req: PayloadRequest, cutoff: Date): Promise<number> {
  const db = await transactionDb(req)
  await enterErasureMode(db)
  const result = await db.execute(sql`
    update visit_events set number_plate = null where at < ${cutoff.toISOString()} and number_plate is not null returning id`)
  return result.rows.length
}

/**
 * Names tablets recorded offline (a walk-in, a family noted at the door; ADR 0030) before `cutoff`
 * are removed with the visits' number plates: the door's record of the day keeps its outcome,
 * time and booking. Returns how many.
 */
export async function removeSyncedNamesBefore(req: PayloadRequest, cutoff: Date): Promise<number> {
  const db = await transactionDb(req)
  const result = await db.execute(sql`
    update kiosk_sync_items set customer_name = null
     where happened_at < ${cutoff.toISOString()} and customer_name is not null
    returning id`)
  return result.rows.length
}

/**
 * What tablets recorded offline about these bookings (ADR 0030) loses the family's name: the
 * outcome, its time and the booking it belongs to stay for the visit's record. Returns how many.
 */
export async function eraseSyncedNames(req: PayloadRequest, bookingIds: number[]): Promise<number> {
  if (bookingIds.length === 0) return 0
  const db = await transactionDb(req)
  const result = await db.execute(sql`
    update kiosk_sync_items set customer_name = null
     where booking_id in ${sql.raw(`(${bookingIds.map(Number).join(',')})`)} and customer_name is not null
    returning id`)
  return result.rows.length
}
