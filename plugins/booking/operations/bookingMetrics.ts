import type { Payload } from 'payload'
import { databasePool } from '@/lib/db/pool'

/** A day's bookings for the venue's metrics: how many in each status, and how many of those checked in. */
export type BookingMetrics = {
  byStatus: { status: string; bookings: number; checkedIn: number }[]
  /** Bookings flagged for staff, of any day. */
  needingAttention: number
}

/**
 * The booking figures Prometheus scrapes (src/server/metrics/venueMetrics.ts), read on the pool
 * outside any request: `date`'s bookings by status (through the date index) and the bookings
 * flagged for staff.
 */
export async function bookingMetrics(payload: Payload, date: string): Promise<BookingMetrics> {
  const pool = databasePool(payload)
  const [today, attention] = await Promise.all([
    pool.query<{ status: string; bookings: string; checked_in: string }>(
      `select status, count(*) as bookings, count(*) filter (where checked_in_at is not null) as checked_in
         from bookings where date = $1 group by status`,
      [date],
    ),
    pool.query<{ bookings: string }>(`select count(*) as bookings from bookings where needs_attention`),
  ])
  return {
    byStatus: today.rows.map((row) => ({ status: row.status, bookings: Number(row.bookings), checkedIn: Number(row.checked_in) })),
    needingAttention: Number(attention.rows[0]?.bookings ?? 0),
  }
}
