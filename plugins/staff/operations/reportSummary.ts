import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import type { ReportSummaryAnswer } from '../domain/staffApi'
import { datesBetween, emptyFigures, groupDays, mondayOf, rangeInstants, totalOf, type ReportDay } from '../domain/reportPeriods'
import { moneyAt, takenAt } from './bookingInstants'

const londonDate = (column: ReturnType<typeof sql.raw>) => sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`

/**
 * A report's figures for each London day from `from` to `to`, then per week (Monday to Sunday)
 * and per month, clipped to the range. Each query reads a bounded range through an index: the
 * bookings' money and taken instants, their session date, the refunds' and packs' payment times.
 */
export async function reportSummary(payload: Payload, from: string, to: string): Promise<ReportSummaryAnswer> {
  const db = drizzleOf(payload)
  const { start, end } = rangeInstants(from, to)

  const [taken, sessions, money, refunds] = await Promise.all([
    db.execute(sql`
      select ${londonDate(takenAt)} as day, count(*)::int as bookings, coalesce(sum(b.children), 0)::int as children
        from bookings b
       where ${takenAt} >= ${start} and ${takenAt} < ${end} and b.status not in ('held', 'expired', 'cancelled', 'refunded')
       group by 1`),
    db.execute(sql`
      select b.date as day, count(*) filter (where b.checked_in_at is not null)::int as visits,
             count(*) filter (where b.status = 'no_show')::int as no_shows
        from bookings b where b.date >= ${from} and b.date <= ${to} group by 1`),
    db.execute(sql`
      select day, sum(pence)::bigint as pence from (
        select ${londonDate(moneyAt)} as day, b.final_amount_pence as pence from bookings b where ${moneyAt} >= ${start} and ${moneyAt} < ${end}
        union all
        select to_char(c.paid_at at time zone 'Europe/London', 'YYYY-MM-DD'), c.amount_pence from credit_purchases c
         where c.paid_at >= ${start} and c.paid_at < ${end}
        union all
        -- A gift voucher's sale is money taken; the bookings it pays later take none (their final amount is the card part).
        select to_char(v.issued_at at time zone 'Europe/London', 'YYYY-MM-DD'), v.amount_pence from gift_vouchers v
         where v.issued_at >= ${start} and v.issued_at < ${end}
      ) money group by day`),
    db.execute(sql`
      select day, sum(pence)::bigint as pence from (
        select to_char(r.refunded_at at time zone 'Europe/London', 'YYYY-MM-DD') as day, r.amount_pence as pence from booking_refunds r
         where r.status = 'succeeded' and r.refunded_at >= ${start} and r.refunded_at < ${end}
        union all
        select to_char(c.refund_refunded_at at time zone 'Europe/London', 'YYYY-MM-DD'), c.refund_amount_pence from credit_purchases c
         where c.refund_status = 'succeeded' and c.refund_refunded_at >= ${start} and c.refund_refunded_at < ${end}
        union all
        select to_char(v.refund_refunded_at at time zone 'Europe/London', 'YYYY-MM-DD'), v.refund_amount_pence from gift_vouchers v
         where v.refund_status = 'succeeded' and v.refund_refunded_at >= ${start} and v.refund_refunded_at < ${end}
      ) refunds group by day`),
  ])

  const days = new Map<string, ReportDay>(datesBetween(from, to).map((date) => [date, { date, ...emptyFigures() }]))
  const at = (row: Record<string, unknown>) => days.get(String(row.day))
  for (const row of taken.rows) {
    const day = at(row)
    if (day) Object.assign(day, { bookings: Number(row.bookings), children: Number(row.children) })
  }
  for (const row of sessions.rows) {
    const day = at(row)
    if (day) Object.assign(day, { visits: Number(row.visits), noShows: Number(row.no_shows) })
  }
  for (const row of money.rows) {
    const day = at(row)
    if (day) day.takenPence = Number(row.pence)
  }
  for (const row of refunds.rows) {
    const day = at(row)
    if (day) day.refundedPence = Number(row.pence)
  }
  const list = [...days.values()].map((day) => ({ ...day, netPence: day.takenPence - day.refundedPence }))
  return {
    from,
    to,
    days: list,
    weeks: groupDays(list, mondayOf),
    months: groupDays(list, (date) => date.slice(0, 7)),
    total: totalOf(list),
  }
}
