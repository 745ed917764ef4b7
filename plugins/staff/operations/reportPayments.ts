import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { rangeInstants } from '../domain/reportPeriods'
import type { ReportPaymentKind, ReportPaymentRow } from '../domain/reportRows'
import { moneyAt } from './bookingInstants'

// The same instants as the report summary and the Overview (bookingInstants.ts); refunds count when they succeed.
const london = (at: ReturnType<typeof sql.raw>) => sql`to_char(${at} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * Every payment and refund whose money moved from `from` to `to` (London dates, inclusive), in
 * time order: bookings (card, desk, session credits, gift voucher, complimentary), credit packs, gift voucher
 * sales (money taken when the voucher is paid for; a booking's voucher part is not money again), and their
 * refunds as negative amounts. Each part is a range read through an index on its instant, so the
 * file sums to the report summary's net figure for the same range.
 */
export async function reportPayments(payload: Payload, from: string, to: string): Promise<ReportPaymentRow[]> {
  const db = drizzleOf(payload)
  const { start, end } = rangeInstants(from, to)
  const result = await db.execute(sql`
    select ${london(sql.raw('instant'))} as at_london, money.* from (
      select ${moneyAt} as instant, 'booking' as kind, b.payment_provider as provider, b.reference, b.customer_name as name,
             b.customer_email as email, b.final_amount_pence as pence, b.session_credits_used as credits_used, null::numeric as credits,
             b.payment_reference as provider_reference, b.date as session_date, b.voucher_applied_pence as voucher_pence
        from bookings b where ${moneyAt} >= ${start} and ${moneyAt} < ${end}
      union all
      select c.paid_at, 'credit_pack', c.payment_provider, 'pack-' || c.id, c.customer_name, c.customer_email, c.amount_pence,
             null, c.credits, c.payment_reference, null, null
        from credit_purchases c where c.paid_at >= ${start} and c.paid_at < ${end}
      union all
      select v.issued_at, 'gift_voucher', v.payment_provider, v.code, v.buyer_name, v.buyer_email, v.amount_pence,
             null, null, v.payment_reference, null, null
        from gift_vouchers v where v.issued_at >= ${start} and v.issued_at < ${end}
      union all
      select r.refunded_at, 'booking_refund', b.payment_provider, b.reference, b.customer_name, b.customer_email, -r.amount_pence,
             null, null, r.provider_refund_id, b.date, null
        from booking_refunds r left join bookings b on b.id = r.booking_id
       where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}
      union all
      select c.refund_refunded_at, 'credit_pack_refund', c.payment_provider, 'pack-' || c.id, c.customer_name, c.customer_email,
             -c.refund_amount_pence, null, -c.refund_credits, c.refund_provider_refund_id, null, null
        from credit_purchases c
       where c.refund_status = 'succeeded' and c.refund_refunded_at >= ${start} and c.refund_refunded_at < ${end}
      union all
      select v.refund_refunded_at, 'gift_voucher_refund', v.payment_provider, v.code, v.buyer_name, v.buyer_email, -v.refund_amount_pence,
             null, null, v.refund_provider_refund_id, null, null
        from gift_vouchers v
       where v.refund_status = 'succeeded' and v.refund_refunded_at >= ${start} and v.refund_refunded_at < ${end}
    ) money
    order by instant, kind, reference`)
  return result.rows.map((row) => ({
    at: text(row.at_london),
    kind: text(row.kind) as ReportPaymentKind,
    provider: text(row.provider),
    reference: text(row.reference),
    name: text(row.name),
    email: text(row.email),
    pence: Number(row.pence),
    creditsUsed: Number(row.credits_used ?? 0),
    credits: Number(row.credits ?? 0),
    voucherPence: Number(row.voucher_pence ?? 0),
    providerReference: text(row.provider_reference),
    sessionDate: text(row.session_date),
  }))
}
