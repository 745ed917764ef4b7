import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { drizzleOf } from '@/lib/db/postgres'

/** A name search folded for case and accents (as the booking plugin's): the LIKE pattern and the fold's letters, for the trigram index. */
export type FoldedNameSearch = { pattern: string; foldFrom: string; foldTo: string }

/** A credit pack purchase as a payment record for the staff payment search (pence; `createdAt` ISO to the microsecond, UTC). */
export type CreditPurchaseRecord = {
  id: number
  name: string | null
  email: string | null
  phone: string | null
  amountPence: number | null
  /** Pence refunded, once the pack's refund succeeded. */
  refundedPence: number
  status: string
  provider: string | null
  createdAt: string
  paid: boolean
  /** Paid through the provider (a card payment there is to refund). */
  paidOnline: boolean
  /** Pence of the pack's refund while it is pending. */
  refundingPence: number
  credits: number | null
  refundStatus: string | null
}

const pgText = (value: string) => `'${value.replaceAll("'", "''")}'`

/** The newest `limit` credit pack purchases whose customer's name contains the folded term, newest first. */
export async function searchPurchasePayments(payload: Payload, search: FoldedNameSearch, limit: number): Promise<CreditPurchaseRecord[]> {
  const folded = sql`translate(lower(c.customer_name), ${sql.raw(`${pgText(search.foldFrom)}, ${pgText(search.foldTo)}`)}) like ${search.pattern}`
  const result = await drizzleOf(payload).execute(sql`
    select c.id, c.customer_name as name, c.customer_email as email, c.customer_phone as phone, c.amount_pence as amount,
           case when c.refund_status = 'succeeded' then c.refund_amount_pence else 0 end as refunded,
           c.status::text as status, c.payment_provider as provider,
           to_char(c.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as created,
           (c.paid_at is not null) as paid, (c.paid_at is not null and c.payment_reference is not null) as paid_online,
           case when c.refund_status = 'pending' then c.refund_amount_pence else 0 end as refunding,
           c.credits, c.refund_status::text as refund_status
      from credit_purchases c where ${folded}
     order by c.created_at desc, c.id desc
     limit ${limit}`)
  const nullable = (value: unknown) => (value === null || value === undefined ? null : String(value))
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value))
  return result.rows.map((row) => ({
    id: Number(row.id),
    name: nullable(row.name),
    email: nullable(row.email),
    phone: nullable(row.phone),
    amountPence: number(row.amount),
    refundedPence: Number(row.refunded ?? 0),
    status: String(row.status),
    provider: nullable(row.provider),
    createdAt: String(row.created),
    paid: row.paid === true,
    paidOnline: row.paid_online === true,
    refundingPence: Number(row.refunding ?? 0),
    credits: number(row.credits),
    refundStatus: nullable(row.refund_status),
  }))
}
