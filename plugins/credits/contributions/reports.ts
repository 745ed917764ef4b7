import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { ActivityLine, Contributions, DayFigures, PaymentLine } from '@/lib/plugins/contributions'

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`)
const london = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`)
const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)
const text = (value: unknown): string => (value === null || value === undefined ? '' : String(value))

/**
 * The credit packs' part of the reports (docs/api/staff.md): a pack's price is money taken when it
 * is paid; its refund, when the refund succeeds. Each read goes through the index on its instant.
 */
export const creditsReports: Partial<Contributions> = {
  reports: [
    {
      plugin: 'credits',
      figuresByDay: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select day, sum(taken)::bigint as taken, sum(refunded)::bigint as refunded from (
            select ${day('c.paid_at')} as day, c.amount_pence as taken, 0 as refunded from credit_purchases c
             where c.paid_at >= ${start} and c.paid_at < ${end}
            union all
            select ${day('c.refund_refunded_at')}, 0, c.refund_amount_pence from credit_purchases c
             where c.refund_status = 'succeeded' and c.refund_refunded_at >= ${start} and c.refund_refunded_at < ${end}
          ) figures group by day`)
        return result.rows.map((row): DayFigures => ({
          day: String(row.day),
          figures: { takenPence: Number(row.taken ?? 0), refundedPence: Number(row.refunded ?? 0) },
        }))
      },
      payments: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select ${utc('c.paid_at')} as instant, ${london('c.paid_at')} as at, 'credit_pack' as kind, c.payment_provider as provider,
                 'pack-' || c.id as reference, c.customer_name as name, c.customer_email as email, c.amount_pence as pence,
                 c.credits, c.payment_reference as provider_reference
            from credit_purchases c where c.paid_at >= ${start} and c.paid_at < ${end}
          union all
          select ${utc('c.refund_refunded_at')}, ${london('c.refund_refunded_at')}, 'credit_pack_refund', c.payment_provider,
                 'pack-' || c.id, c.customer_name, c.customer_email, -c.refund_amount_pence, -c.refund_credits, c.refund_provider_refund_id
            from credit_purchases c
           where c.refund_status = 'succeeded' and c.refund_refunded_at >= ${start} and c.refund_refunded_at < ${end}`)
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
          credits: Number(row.credits ?? 0),
          voucherPence: 0,
          providerReference: text(row.provider_reference),
          sessionDate: '',
        }))
      },
      recentActivity: async (payload, before, limit) => {
        const result = await drizzleOf(payload).execute(sql`
          (select 'credit-' || c.id as id, c.customer_name as name, ${utc('c.paid_at')} as at, c.amount_pence::bigint as amount
             from credit_purchases c where c.paid_at <= ${before} order by c.paid_at desc limit ${limit})
          union all
          (select 'credit-refund-' || c.id, c.customer_name, ${utc('c.refund_refunded_at')}, -c.refund_amount_pence::bigint
             from credit_purchases c where c.refund_status = 'succeeded' and c.refund_refunded_at <= ${before}
            order by c.refund_refunded_at desc limit ${limit})`)
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
