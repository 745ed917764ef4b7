import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '@/lib/db/postgres'

/**
 * A name search folded for case and accents: the LIKE `pattern` of the folded term, and the fold's
 * letters (`translate(lower(name), foldFrom, foldTo)`), written into the statement so that it is
 * the expression of the trigram index on the folded name (migration 20261127_035220).
 */
export type FoldedNameSearch = { pattern: string; foldFrom: string; foldTo: string }

/** A booking as a payment record for the staff payment search (pence; `createdAt` ISO to the microsecond, UTC). */
export type BookingPaymentRecord = {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  amountPence: number | null
  refundedPence: number | null
  creditsUsed: number | null
  status: string
  source: string
  provider: string | null
  createdAt: string
  receiptUrl: string | null
  /** Paid online, or paid at the desk and confirmed by staff. */
  paid: boolean
  /** Paid through the provider (a card payment there is to refund). */
  paidOnline: boolean
  /** Pence of refunds asked for and not yet confirmed. */
  refundingPence: number
}

const pgText = (value: string) => `'${value.replaceAll("'", "''")}'`

/** The newest `limit` bookings whose customer's name contains the folded term, newest first. */
export async function searchBookingPayments(payload: Payload, search: FoldedNameSearch, limit: number): Promise<BookingPaymentRecord[]> {
  const folded = sql`translate(lower(b.customer_name), ${sql.raw(`${pgText(search.foldFrom)}, ${pgText(search.foldTo)}`)}) like ${search.pattern}`
  const result = await drizzleOf(payload).execute(sql`
    select b.id, b.customer_name as name, b.customer_email as email, b.customer_phone as phone,
           b.final_amount_pence as amount, b.refunded_pence as refunded, b.session_credits_used as credits_used,
           b.status::text as status, b.source::text as source, b.payment_provider as provider,
           to_char(b.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created, b.receipt_url as receipt,
           (b.paid_at is not null or b.in_store_payment_confirmed_at is not null) as paid,
           (b.paid_at is not null and b.payment_reference is not null) as paid_online,
           (select coalesce(sum(r.amount_pence), 0) from booking_refunds r where r.booking_id = b.id and r.status = 'pending')
             + case when b.refund_due_pence > 0 and b.refunded_at is null then b.refund_due_pence else 0 end as refunding
      from (select * from bookings b where ${folded} order by b.created_at desc, b.id desc limit ${limit}) b
     order by b.created_at desc, b.id desc`)
  const nullable = (value: unknown) => (value === null || value === undefined ? null : String(value))
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: nullable(row.name),
    email: nullable(row.email),
    phone: nullable(row.phone),
    amountPence: number(row.amount),
    refundedPence: number(row.refunded),
    creditsUsed: number(row.credits_used),
    status: String(row.status),
    source: String(row.source),
    provider: nullable(row.provider),
    createdAt: String(row.created),
    receiptUrl: nullable(row.receipt),
    paid: row.paid === true,
    paidOnline: row.paid_online === true,
    refundingPence: Number(row.refunding ?? 0),
  }))
}
