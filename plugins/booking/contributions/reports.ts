import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { ActivityLine, Contributions, DayFigures } from '@/lib/plugins/contributions'
import { paymentLineOf } from '@/lib/plugins/reportRows'
import { BOOKING_STATUS, SETTLED_STATUSES } from '../domain/bookingStatus'
import { moneyAt, takenAt } from '../operations/bookingInstants'

type Instant = ReturnType<typeof sql.raw>
const day = (at: Instant) => sql`to_char(${at} at time zone 'Europe/London', 'YYYY-MM-DD')`
const london = (at: Instant) => sql`to_char(${at} at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI:SS')`
const utc = (at: Instant) => sql`to_char(${at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
const settled = sql.join(
  SETTLED_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)
const refundedAt = sql.raw('r.refunded_at')

/**
 * The bookings' part of the reports and the Overview (docs/api/staff.md): a booking is taken when
 * paid online or started at the desk, and counts while settled (paid for and kept); its money is in
 * when paid online or when staff confirmed the desk's payment; its refunds are out when they
 * succeed. The instants are the expressions of the indexes (bookingInstants.ts).
 */
export const bookingReports: Partial<Contributions> = {
  reports: [
    {
      plugin: 'booking',
      figuresByDay: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select day, sum(bookings)::int as bookings, sum(children)::int as children, sum(taken)::bigint as taken,
                 sum(refunded)::bigint as refunded from (
            select ${day(takenAt)} as day, 1 as bookings, b.children, 0 as taken, 0 as refunded from bookings b
             where ${takenAt} >= ${start} and ${takenAt} < ${end} and b.status in (${settled})
            union all
            select ${day(moneyAt)}, 0, 0, b.final_amount_pence, 0 from bookings b where ${moneyAt} >= ${start} and ${moneyAt} < ${end}
            union all
            select ${day(refundedAt)}, 0, 0, 0, r.amount_pence from booking_refunds r
             where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}
          ) figures group by day`)
        return result.rows.map((row): DayFigures => ({
          day: String(row.day),
          figures: {
            bookings: Number(row.bookings ?? 0),
            children: Number(row.children ?? 0),
            takenPence: Number(row.taken ?? 0),
            refundedPence: Number(row.refunded ?? 0),
          },
        }))
      },
      sessionFiguresByDay: async (payload, { from, to }) => {
        const result = await drizzleOf(payload).execute(sql`
          select b.date as day, count(*) filter (where b.checked_in_at is not null)::int as visits,
                 count(*) filter (where b.status = ${BOOKING_STATUS.no_show})::int as no_shows
            from bookings b where b.date >= ${from} and b.date <= ${to} group by 1`)
        return result.rows.map((row): DayFigures => ({
          day: String(row.day),
          figures: { visits: Number(row.visits), noShows: Number(row.no_shows) },
        }))
      },
      payments: async (payload, { start, end }) => {
        const result = await drizzleOf(payload).execute(sql`
          select ${utc(moneyAt)} as instant, ${london(moneyAt)} as at, 'booking' as kind, b.payment_provider as provider, b.reference,
                 b.customer_name as name, b.customer_email as email, b.final_amount_pence as pence, b.session_credits_used as credits_used,
                 b.payment_reference as provider_reference, b.date as session_date, b.voucher_applied_pence as voucher_pence
            from bookings b where ${moneyAt} >= ${start} and ${moneyAt} < ${end}
          union all
          select ${utc(refundedAt)}, ${london(refundedAt)}, 'booking_refund', b.payment_provider, b.reference, b.customer_name,
                 b.customer_email, -r.amount_pence, null, r.provider_refund_id, b.date, null
            from booking_refunds r left join bookings b on b.id = r.booking_id
           where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}`)
        return result.rows.map(paymentLineOf)
      },
      recentActivity: async (payload, before, limit) => {
        const result = await drizzleOf(payload).execute(sql`
          (select 'booking-' || b.id as id, 'booking' as type, b.customer_name as name, ${utc(takenAt)} as at,
                  b.final_amount_pence::bigint as amount
             from bookings b where ${takenAt} <= ${before} and b.status <> ${BOOKING_STATUS.expired} order by ${takenAt} desc limit ${limit})
          union all
          (select 'refund-' || r.id, 'payment', coalesce(b.customer_name, 'Deleted booking'), ${utc(refundedAt)}, -r.amount_pence::bigint
             from booking_refunds r left join bookings b on b.id = r.booking_id
            where r.status = 'succeeded' and r.refunded_at <= ${before} order by r.refunded_at desc limit ${limit})`)
        return result.rows.map((row): ActivityLine => ({
          id: String(row.id),
          type: row.type === 'booking' ? 'booking' : 'payment',
          customerName: String(row.name),
          at: String(row.at),
          amount: Number(row.amount),
        }))
      },
    },
  ],
}
