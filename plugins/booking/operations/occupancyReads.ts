import type { Payload } from 'payload'
import { databasePool } from '@/lib/db/pool'

/** One booking's check-in on a past day, as a minute of the venue's day (10:05 AM is 605), with its children. */
export type CheckInTime = { date: string; minute: number; children: number }

/**
 * Children of a day's paid bookings that have not come through the door: who is still to come.
 * Holds not yet paid are left out (most of them lapse). One bounded read through the date index.
 */
export async function childrenStillToCome(payload: Payload, date: string): Promise<number> {
  const { rows } = await databasePool(payload).query<{ children: string | null }>(
    `select coalesce(sum(children), 0) as children from bookings where date = $1 and status = 'paid' and checked_in_at is null`,
    [date],
  )
  return Number(rows[0]?.children ?? 0)
}

/**
 * When families checked in on the given business dates, on the venue's clock, with how many
 * children each brought: the arrival pattern of past days. No names, references or e-mails.
 */
export async function checkInTimes(payload: Payload, dates: string[]): Promise<CheckInTime[]> {
  if (dates.length === 0) return []
  const { rows } = await databasePool(payload).query<{ date: string; minute: string; children: string }>(
    `select date,
            (extract(hour from checked_in_at at time zone 'Europe/London') * 60
              + extract(minute from checked_in_at at time zone 'Europe/London'))::int as minute,
            children
       from bookings
      where date = any($1::text[]) and checked_in_at is not null and status in ('checked_in', 'checked_out')`,
    [dates],
  )
  return rows.map((row) => ({ date: row.date, minute: Number(row.minute), children: Number(row.children) }))
}
