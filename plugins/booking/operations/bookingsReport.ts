import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '@/lib/db/postgres'
import { BOOKING_STATUS } from '../domain/bookingStatus'
import { TAKEN_AT } from './bookingInstants'

/** One booking in the staff's `bookings.csv` (times are London wall-clock, 'YYYY-MM-DD HH:MM'). */
export type BookingReportRow = {
  reference: string
  date: string
  slot: string
  status: string
  source: string
  takenAt: string | null
  name: string
  email: string
  phone: string
  children: number
  adults: number
  tickets: string
  originalPence: number
  creditSavingsPence: number
  creditsUsed: number
  promoCode: string
  promoDiscountPence: number
  voucherCode: string
  voucherPence: number
  paidPence: number
  provider: string
  paymentReference: string
  refundedPence: number
  checkedInAt: string | null
  checkedOutAt: string | null
  noShowAt: string | null
  cancelledAt: string | null
}

const london = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI')`)
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))
const whenSet = (value: unknown): string | null => (value === null || value === undefined ? null : String(value))

/**
 * Every booking for a session from `from` to `to` (business dates, inclusive) except holds that
 * were never paid, in session order, for the staff's reports. One range read through the bookings'
 * date index; the tickets come from each booking's own rows.
 */
export async function bookingsReport(payload: Payload, from: string, to: string): Promise<BookingReportRow[]> {
  const db = drizzleOf(payload)
  const result = await db.execute(sql`
    select b.reference, b.date, b.slot_label, b.status::text as status, b.source::text as source,
           ${london(TAKEN_AT)} as taken_at,
           b.customer_name, b.customer_email, b.customer_phone, b.children, b.adults,
           (select string_agg(t.quantity || ' x ' || t.title, '; ' order by t._order) from bookings_tickets t
             where t._parent_id = b.id and t.quantity > 0) as tickets,
           b.original_amount_pence, b.credit_savings_pence, b.session_credits_used, b.promo_code, b.promo_discount_pence, b.voucher_code, b.voucher_applied_pence,
           b.final_amount_pence,
           b.payment_provider, b.payment_reference, b.refunded_pence,
           ${london('b.checked_in_at')} as checked_in_at, ${london('b.checked_out_at')} as checked_out_at,
           ${london('b.no_show_at')} as no_show_at, ${london('b.cancelled_at')} as cancelled_at
      from bookings b
     where b.date >= ${from} and b.date <= ${to} and b.status not in (${BOOKING_STATUS.held}, ${BOOKING_STATUS.expired})
     order by b.date, b.slot_start, b.id`)
  return result.rows.map((row) => ({
    reference: text(row.reference),
    date: text(row.date),
    slot: text(row.slot_label),
    status: text(row.status),
    source: text(row.source),
    takenAt: whenSet(row.taken_at),
    name: text(row.customer_name),
    email: text(row.customer_email),
    phone: text(row.customer_phone),
    children: Number(row.children),
    adults: Number(row.adults),
    tickets: text(row.tickets),
    originalPence: Number(row.original_amount_pence),
    creditSavingsPence: Number(row.credit_savings_pence),
    creditsUsed: Number(row.session_credits_used ?? 0),
    promoCode: text(row.promo_code),
    promoDiscountPence: Number(row.promo_discount_pence ?? 0),
    voucherCode: text(row.voucher_code),
    voucherPence: Number(row.voucher_applied_pence ?? 0),
    paidPence: Number(row.final_amount_pence),
    provider: text(row.payment_provider),
    paymentReference: text(row.payment_reference),
    refundedPence: Number(row.refunded_pence ?? 0),
    checkedInAt: whenSet(row.checked_in_at),
    checkedOutAt: whenSet(row.checked_out_at),
    noShowAt: whenSet(row.no_show_at),
    cancelledAt: whenSet(row.cancelled_at),
  }))
}

/** E-mails that ever paid for a booking: one row the bookings' trigger keeps (docs/performance.md), not a scan of every booking. */
export async function countCustomers(payload: Payload): Promise<number> {
  const result = await drizzleOf(payload).execute(sql`select customers as n from booking_customer_count where id = 1`)
  return Number(result.rows[0]?.n ?? 0)
}
