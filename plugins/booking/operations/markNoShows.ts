import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { noShowDates } from '../domain/noShows'

export type NoShowRun = { marked: number; bookingIds: number[] }

/**
 * Marks every paid booking of a venue day that is over (within the last week) a no-show: one
 * UPDATE that writes the status and `noShowAt` and nothing else of the row, so it can never undo
 * a change another operation made meanwhile (a row changed first no longer matches `status =
 * 'paid'`). A booking is marked at most once: `noShowAt` stays when staff undo it, and a booking
 * with one is never marked again. Safe to run at any time and on several instances at once.
 */
export async function markNoShows(payload: Payload, now: Date = new Date()): Promise<NoShowRun> {
  const { from, before } = noShowDates(now)
  const db = drizzleOf(payload)
  const result = await db.execute(sql`
    update bookings set status = 'no_show', no_show_at = ${now.toISOString()}, updated_at = now()
    where date >= ${from} and date < ${before} and status = 'paid' and no_show_at is null
    returning id`)
  const bookingIds = (result.rows as { id: number | string }[]).map((row) => Number(row.id))
  if (bookingIds.length > 0) payload.logger.info({ msg: 'marked no-shows', bookings: bookingIds, from, before })
  return { marked: bookingIds.length, bookingIds }
}
