import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { ActivityLine, Contributions, DayFigures } from '@/lib/plugins/contributions'
import { paymentLineOf } from '@/lib/plugins/reportRows'

const day = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`)
const london = (column: string) => sql.raw(`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`)
const utc = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`)

/**
 * The parties' part of the reports (docs/api/staff.md): each deposit and balance is money taken
 * when it was paid (online or at the desk); each refund of one, when it succeeded. Read from the
 * party payments and refunds ledgers through their indexes on those instants.
 */
export const inquiriesReports: Partial<Contributions> = {
  reports: [
    {
      plugin: 'inquiries',
      figuresByDay: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select day, sum(taken)::bigint as taken, sum(refunded)::bigint as refunded from (
            select ${day('p.paid_at')} as day, p.amount_pence as taken, 0 as refunded from party_payments p
             where p.status = 'paid' and p.paid_at >= ${start} and p.paid_at < ${end}
            union all
            select ${day('r.refunded_at')}, 0, r.amount_pence from party_refunds r
             where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}
          ) figures group by day`)
        return result.rows.map((row): DayFigures => ({
          day: String(row.day),
          figures: { takenPence: Number(row.taken ?? 0), refundedPence: Number(row.refunded ?? 0) },
        }))
      },
      payments: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select ${utc('p.paid_at')} as instant, ${london('p.paid_at')} as at, 'party_' || p.stage as kind,
                 case when p.method = 'online' then p.payment_provider else p.method::text end as provider,
                 'P-' || p.party_id as reference, p.payer_name as name, p.payer_email as email, p.amount_pence as pence,
                 p.payment_reference as provider_reference, party.date as session_date
            from party_payments p join parties party on party.id = p.party_id
           where p.status = 'paid' and p.paid_at >= ${start} and p.paid_at < ${end}
          union all
          select ${utc('r.refunded_at')}, ${london('r.refunded_at')}, 'party_refund',
                 case when p.method = 'online' then p.payment_provider else p.method::text end,
                 'P-' || r.party_id, p.payer_name, p.payer_email, -r.amount_pence, r.provider_refund_id, party.date
            from party_refunds r join party_payments p on p.id = r.payment_id join parties party on party.id = r.party_id
           where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}`)
        return result.rows.map(paymentLineOf)
      },
      recentActivity: async (payload, before, limit) => {
        const result = await drizzleOf(payload).execute(sql`
          (select 'party-payment-' || p.id as id, coalesce(p.payer_name, '') as name, ${utc('p.paid_at')} as at, p.amount_pence::bigint as amount
             from party_payments p where p.status = 'paid' and p.paid_at <= ${before} order by p.paid_at desc limit ${limit})
          union all
          (select 'party-refund-' || r.id, coalesce(p.payer_name, ''), ${utc('r.refunded_at')}, -r.amount_pence::bigint
             from party_refunds r join party_payments p on p.id = r.payment_id
            where r.status = 'succeeded' and r.refunded_at <= ${before} order by r.refunded_at desc limit ${limit})`)
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
