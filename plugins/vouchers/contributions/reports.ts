import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { ActivityLine, Contributions, DayFigures, PaymentLine } from '@/lib/plugins/contributions'

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`)
const london = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`)
const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * The gift vouchers' part of the reports (docs/api/staff.md): a voucher's sale is money taken when
 * it is issued (the bookings it pays later take none: their final amount is the card part); its
 * refund, when the refund succeeds. Each read goes through the index on its instant.
 */
export const vouchersReports: Partial<Contributions> = {
  reports: [
    {
      plugin: 'vouchers',
      figuresByDay: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select day, sum(taken)::bigint as taken, sum(refunded)::bigint as refunded from (
            select ${day('v.issued_at')} as day, v.amount_pence as taken, 0 as refunded from gift_vouchers v
             where v.issued_at >= ${start} and v.issued_at < ${end}
            union all
            select ${day('v.refund_refunded_at')}, 0, v.refund_amount_pence from gift_vouchers v
             where v.refund_status = 'succeeded' and v.refund_refunded_at >= ${start} and v.refund_refunded_at < ${end}
          ) figures group by day`)
        return result.rows.map((row): DayFigures => ({
          day: String(row.day),
          figures: { takenPence: Number(row.taken ?? 0), refundedPence: Number(row.refunded ?? 0) },
        }))
      },
      payments: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select ${utc('v.issued_at')} as instant, ${london('v.issued_at')} as at, 'gift_voucher' as kind, v.payment_provider as provider,
                 v.code as reference, v.buyer_name as name, v.buyer_email as email, v.amount_pence as pence,
                 v.payment_reference as provider_reference
            from gift_vouchers v where v.issued_at >= ${start} and v.issued_at < ${end}
          union all
          select ${utc('v.refund_refunded_at')}, ${london('v.refund_refunded_at')}, 'gift_voucher_refund', v.payment_provider, v.code,
                 v.buyer_name, v.buyer_email, -v.refund_amount_pence, v.refund_provider_refund_id
            from gift_vouchers v
           where v.refund_status = 'succeeded' and v.refund_refunded_at >= ${start} and v.refund_refunded_at < ${end}`)
        return result.rows.map((row): PaymentLine => ({
          instant: text(row.instant),
          at: text(row.at),
          kind: text(row.kind),
          provider: text(row.provider),
          reference: text(row.reference),
          name: text(row.name),
          email: text(row.email),
          pence: Number(row.pence),
          creditsUsed: 0,
          credits: 0,
          voucherPence: 0,
          providerReference: text(row.provider_reference),
          sessionDate: '',
        }))
      },
      recentActivity: async (payload, before, limit) => {
        const result = await drizzleOf(payload).execute(sql`
          (select 'voucher-' || v.id as id, v.buyer_name as name, ${utc('v.issued_at')} as at, v.amount_pence::bigint as amount
             from gift_vouchers v where v.issued_at <= ${before} order by v.issued_at desc limit ${limit})
          union all
          (select 'voucher-refund-' || v.id, v.buyer_name, ${utc('v.refund_refunded_at')}, -v.refund_amount_pence::bigint
             from gift_vouchers v where v.refund_status = 'succeeded' and v.refund_refunded_at <= ${before}
            order by v.refund_refunded_at desc limit ${limit})`)
        return result.rows.map((row): ActivityLine => ({
          id: String(row.id),
          type: 'payment',
          customerName: String(row.name),
          at: String(row.at),
          amount: Number(row.amount),
        }))
      },
    },
  ],
}
