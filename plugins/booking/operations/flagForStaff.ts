import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { staffNoteLine } from '@/lib/db/staffNoteLine'

/** Marks a booking for staff attention with a line in its note, once (see staffNoteLine). */
export async function flagForStaff(payload: Payload, bookingId: number, line: string): Promise<'flagged' | 'already'> {
  const db = drizzleOf(payload)
  const flag = staffNoteLine(line)
  const result = await db.execute(sql`update bookings set ${flag.set} where id = ${bookingId} and ${flag.notYet} returning id`)
  return result.rows.length > 0 ? 'flagged' : 'already'
}
