import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { ERASED_NAME, ERASED_TEXT } from '@/lib/db/personalDataErasure'
import { transactionDb } from '@/lib/db/transaction'
import { lockBooking } from './bookingLock'

export type BookingErasure = { bookingIds: number[]; refundReasons: number }

const ids = (rows: unknown[]) => (rows as { id: number | string }[]).map((row) => Number(row.id))

/**
 * Erases one address from the booking plugin's tables (issue 27, ADR 0021), inside the caller's
 * transaction: each booking's name, address, phone, children's ages, requests and the staff's
 * notes and reasons about it. References, amounts, dates, statuses and tickets stay, so revenue
 * and the history's counts are unchanged. `email` is already trimmed and lower-case; `replacement`
 * is the erasure's stand-in address.
 *
 * The first-paid-customer row (booking_customers) is renamed to the stand-in before the bookings
 * change: the bookings trigger then finds it and adds nothing, so the customer count stays as it
 * was and the old address is gone from that table too.
 */
export async function eraseBookingPersonalData(req: PayloadRequest, email: string, replacement: string): Promise<BookingErasure> {
  const db = await transactionDb(req)
  // Under each booking's lock, in id order: an operation that read the booking under its lock
  // (a payment event, a check-in) finishes first, and never writes the old name back after this.
  const found = await db.execute(sql`select id from bookings where lower(trim(customer_email)) = ${email} order by id`)
  for (const id of ids(found.rows)) await lockBooking(db, id)
  await db.execute(sql`update booking_customers set email = ${replacement} where email = ${email}`)
  const bookings = await db.execute(sql`
    update bookings
       set customer_name = ${ERASED_NAME}, customer_email = ${replacement}, customer_phone = null, child_ages = null,
           special_requests = null, client_key = null, receipt_url = null,
           staff_note = case when staff_note is null then null else ${ERASED_TEXT} end,
           complimentary_reason = case when complimentary_reason is null then null else ${ERASED_TEXT} end
     where lower(trim(customer_email)) = ${email}
    returning id`)
  const bookingIds = ids(bookings.rows)
  if (bookingIds.length === 0) return { bookingIds, refundReasons: 0 }
  const refunds = await db.execute(sql`
    update booking_refunds set reason = ${ERASED_TEXT}
     where booking_id in ${sql.raw(`(${bookingIds.join(',')})`)} and reason is not null and reason <> ${ERASED_TEXT}
    returning id`)
  return { bookingIds, refundReasons: refunds.rows.length }
}

/**
 * A confirmed party's calendar blocks name the child ("Gold: Amy's party, 12:00"): when the
 * inquiries plugin has erased a party, its blocks' descriptions go too. Returns the blocks' ids
 * (their audit entries hold the description, and are erased with them).
 */
export async function erasePrivateHireDescriptions(req: PayloadRequest, partyIds: number[]): Promise<number[]> {
  if (partyIds.length === 0) return []
  const db = await transactionDb(req)
  const result = await db.execute(sql`
    update session_restrictions set description = ${ERASED_TEXT}
     where party_id in ${sql.raw(`(${partyIds.map(Number).join(',')})`)} and description is not null
    returning id`)
  return ids(result.rows)
}
