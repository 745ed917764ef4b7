import { sql } from '@payloadcms/db-postgres'
import { TZDate } from '@date-fns/tz'
import type { Payload } from 'payload'
import { createLocalReq } from 'payload'
import { addBusinessDays, businessDate, VENUE_TIME_ZONE } from '@/lib/time/businessDate'
import { queueBookingEmail } from './queueBookingJobs'
import { inTransaction, transactionDb } from '@/lib/db/transaction'

/** Reminders go out the day before the visit, not before this hour (venue time). */
const EARLIEST_HOUR = 9

/**
 * Claims tomorrow's paid bookings that have had no reminder and queues one e-mail each, in one
 * transaction: several instances running this at once never send a reminder twice.
 */
export async function queueReminders(payload: Payload, now: Date = new Date()): Promise<number[]> {
  if (new TZDate(now, VENUE_TIME_ZONE).getHours() < EARLIEST_HOUR) return []
  const tomorrow = addBusinessDays(businessDate(now), 1)
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const claimed = await db.execute(sql`
      update bookings set reminder_sent_at = ${now.toISOString()}, updated_at = now()
      where date = ${tomorrow} and status::text = 'paid' and reminder_sent_at is null
      returning id`)
    const ids = (claimed.rows as { id: number }[]).map((row) => Number(row.id))
    for (const id of ids) await queueBookingEmail(req, id, 'reminder')
    return ids
  })
}
