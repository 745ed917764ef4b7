import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { ActivityLine, DayFigures, ReportPart } from '@/lib/plugins/contributions'
import { paymentLineOf } from '@/lib/plugins/reportRows'

/**
 * Where a kind of purchase keeps what the reports read, in its owner's table (alias `p`): the
 * owner names its own table and columns; the refund columns are the payments plugin's
 * `purchaseRefundField` (`refund_status`, `refund_amount_pence`, `refund_refunded_at`, ...).
 * Every name here is a constant in the owner's code, never input.
 */
export type PurchaseReportColumns = {
  plugin: string
  table: string
  /** When the money was taken (`paid_at`, `issued_at`). */
  paidAt: string
  name: string
  email: string
  /** The reference staff see, as an expression over `p` (`'pack-' || p.id`, `p.code`). */
  reference: string
  /** The payment line's kind; its refund's kind is `<kind>_refund`. */
  kind: string
  /** Prefix of the Overview's activity ids (`credit` gives `credit-7`, `credit-refund-7`). */
  activityId: string
  /** Credits bought and refunded, as expressions over `p`, for kinds that sell credits. */
  credits?: { bought: string; refunded: string }
}

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`)
const london = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`)
const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`)

/**
 * A kind of purchase's part of the reports (docs/api/staff.md): its price is money taken when it
 * is paid; its refund, when the refund succeeds. Each read goes through the index on its instant.
 */
export function purchaseReportPart(columns: PurchaseReportColumns): ReportPart {
  const table = sql.raw(`${columns.table} p`)
  const paidAt = `p.${columns.paidAt}`
  const raw = (expression: string) => sql.raw(expression)
  const succeeded = sql.raw(`p.refund_status = 'succeeded'`)
  return {
    plugin: columns.plugin,
    figuresByDay: async (payload, { start, end }) => {
      const result = await drizzleOf(payload).execute(sql`
        select day, sum(taken)::bigint as taken, sum(refunded)::bigint as refunded from (
          select ${day(paidAt)} as day, p.amount_pence as taken, 0 as refunded from ${table}
           where ${raw(paidAt)} >= ${start} and ${raw(paidAt)} < ${end}
          union all
          select ${day('p.refund_refunded_at')}, 0, p.refund_amount_pence from ${table}
           where ${succeeded} and p.refund_refunded_at >= ${start} and p.refund_refunded_at < ${end}
        ) figures group by day`)
      return result.rows.map((row): DayFigures => ({
        day: String(row.day),
        figures: { takenPence: Number(row.taken ?? 0), refundedPence: Number(row.refunded ?? 0) },
      }))
    },
    payments: async (payload, { start, end }) => {
      const bought = raw(columns.credits?.bought ?? '0')
      const refunded = raw(columns.credits ? `-${columns.credits.refunded}` : '0')
      const result = await drizzleOf(payload).execute(sql`
        select ${utc(paidAt)} as instant, ${london(paidAt)} as at, ${literal(columns.kind)} as kind, p.payment_provider as provider,
               ${raw(columns.reference)} as reference, ${raw(`p.${columns.name}`)} as name, ${raw(`p.${columns.email}`)} as email,
               p.amount_pence as pence, ${bought} as credits, p.payment_reference as provider_reference
          from ${table} where ${raw(paidAt)} >= ${start} and ${raw(paidAt)} < ${end}
        union all
        select ${utc('p.refund_refunded_at')}, ${london('p.refund_refunded_at')}, ${literal(`${columns.kind}_refund`)}, p.payment_provider,
               ${raw(columns.reference)}, ${raw(`p.${columns.name}`)}, ${raw(`p.${columns.email}`)}, -p.refund_amount_pence, ${refunded},
               p.refund_provider_refund_id
          from ${table}
         where ${succeeded} and p.refund_refunded_at >= ${start} and p.refund_refunded_at < ${end}`)
      return result.rows.map(paymentLineOf)
    },
    recentActivity: async (payload, before, limit) => {
      const name = raw(`p.${columns.name}`)
      const result = await drizzleOf(payload).execute(sql`
        (select ${literal(`${columns.activityId}-`)} || p.id as id, ${name} as name, ${utc(paidAt)} as at, p.amount_pence::bigint as amount
           from ${table} where ${raw(paidAt)} <= ${before} order by ${raw(paidAt)} desc limit ${limit})
        union all
        (select ${literal(`${columns.activityId}-refund-`)} || p.id, ${name}, ${utc('p.refund_refunded_at')}, -p.refund_amount_pence::bigint
           from ${table} where ${succeeded} and p.refund_refunded_at <= ${before}
          order by p.refund_refunded_at desc limit ${limit})`)
      return result.rows.map((row): ActivityLine => ({
        id: String(row.id),
        type: 'payment',
        customerName: String(row.name),
        at: String(row.at),
        amount: Number(row.amount),
      }))
    },
  }
}
