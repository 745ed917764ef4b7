import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import type { DashboardStatsAnswer, RecentActivity } from '../domain/staffApi'
import { addBusinessDays } from '@/lib/time/businessDate'
import { londonDay, londonWeek, type Period } from '../domain/periods'
import { moneyAt, takenAt } from './bookingInstants'

const RECENT = 10

type Db = PostgresAdapter['drizzle']

async function bookingsTaken(db: Db, { from, to }: Period): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as n from bookings b
     where ${takenAt} >= ${from.toISOString()} and ${takenAt} < ${to.toISOString()}
       and b.status not in ('held', 'expired', 'cancelled', 'refunded')`)
  return Number(result.rows[0]?.n ?? 0)
}

/**
 * Money taken in the period (bookings, desk payments, credit packs, gift voucher sales) less refunds
 * paid out in it (the refunds ledger, packs' and vouchers' refunds): the reports' net for the day.
 */
async function revenue(db: Db, { from, to }: Period): Promise<number> {
  const f = from.toISOString()
  const t = to.toISOString()
  const result = await db.execute(sql`
    select
      coalesce((select sum(b.final_amount_pence) from bookings b where ${moneyAt} >= ${f} and ${moneyAt} < ${t}), 0)
    + coalesce((select sum(c.amount_pence) from credit_purchases c where c.paid_at >= ${f} and c.paid_at < ${t}), 0)
    + coalesce((select sum(v.amount_pence) from gift_vouchers v where v.issued_at >= ${f} and v.issued_at < ${t}), 0)
    - coalesce((select sum(r.amount_pence) from booking_refunds r where r.status = 'succeeded' and r.refunded_at >= ${f} and r.refunded_at < ${t}), 0)
    - coalesce((select sum(c.refund_amount_pence) from credit_purchases c where c.refund_status = 'succeeded' and c.refund_refunded_at >= ${f} and c.refund_refunded_at < ${t}), 0)
    - coalesce((select sum(v.refund_amount_pence) from gift_vouchers v where v.refund_status = 'succeeded' and v.refund_refunded_at >= ${f} and v.refund_refunded_at < ${t}), 0)
      as pence`)
  return Number(result.rows[0]?.pence ?? 0)
}

/** Bookings of the business dates `from` to `to` (inclusive) that the no-show job marked and staff have not taken back. */
async function noShows(db: Db, from: string, to: string): Promise<number> {
  const result = await db.execute(
    sql`select count(*)::int as n from bookings b where b.date >= ${from} and b.date <= ${to} and b.status = 'no_show'`,
  )
  return Number(result.rows[0]?.n ?? 0)
}

/** E-mails that ever paid for a booking: one row the booking plugin's trigger keeps (docs/performance.md), not a scan of every booking. */
async function totalCustomers(db: Db): Promise<number> {
  const result = await db.execute(sql`select customers as n from booking_customer_count where id = 1`)
  return Number(result.rows[0]?.n ?? 0)
}

async function recentActivity(db: Db, now: Date): Promise<RecentActivity[]> {
  const at = now.toISOString()
  const result = await db.execute(sql`
    -- Each part is the newest few through its index on the time; the union of those holds the newest of all.
    select * from (
      (select 'booking-' || b.id as id, 'booking' as type, b.customer_name as name, ${takenAt} as at, b.final_amount_pence::bigint as amount
        from bookings b where ${takenAt} <= ${at} and b.status <> 'expired' order by ${takenAt} desc limit ${RECENT})
      union all
      (select 'credit-' || c.id, 'payment', c.customer_name, c.paid_at, c.amount_pence::bigint
        from credit_purchases c where c.paid_at <= ${at} order by c.paid_at desc limit ${RECENT})
      union all
      (select 'refund-' || r.id, 'payment', coalesce(b.customer_name, 'Deleted booking'), r.refunded_at, -r.amount_pence::bigint
        from booking_refunds r left join bookings b on b.id = r.booking_id where r.status = 'succeeded' and r.refunded_at <= ${at} order by r.refunded_at desc limit ${RECENT})
      union all
      (select 'credit-refund-' || c.id, 'payment', c.customer_name, c.refund_refunded_at, -c.refund_amount_pence::bigint
        from credit_purchases c where c.refund_status = 'succeeded' and c.refund_refunded_at <= ${at} order by c.refund_refunded_at desc limit ${RECENT})
      union all
      (select 'voucher-' || v.id, 'payment', v.buyer_name, v.issued_at, v.amount_pence::bigint
        from gift_vouchers v where v.issued_at <= ${at} order by v.issued_at desc limit ${RECENT})
      union all
      (select 'voucher-refund-' || v.id, 'payment', v.buyer_name, v.refund_refunded_at, -v.refund_amount_pence::bigint
        from gift_vouchers v where v.refund_status = 'succeeded' and v.refund_refunded_at <= ${at} order by v.refund_refunded_at desc limit ${RECENT})
    ) activity
    order by at desc
    limit ${RECENT}`)
  return result.rows.map((row) => ({
    id: String(row.id),
    type: row.type === 'booking' ? 'booking' : 'payment',
    customerName: String(row.name),
    created: Math.floor(new Date(String(row.at)).getTime() / 1000),
    amount: Number(row.amount),
  }))
}

/** The Overview tab's figures (definitions in docs/api/staff.md). */
export async function dashboardStats(payload: Payload, now: Date = new Date()): Promise<DashboardStatsAnswer> {
  const db = drizzleOf(payload)
  const today = londonDay(now)
  const week = londonWeek(now)
  const yesterday = addBusinessDays(today.date, -1)
  // One after another: cheap queries, and the pool is shared with the public site.
  const stats = {
    todayBookings: await bookingsTaken(db, today),
    todayRevenue: await revenue(db, today),
    weeklyBookings: await bookingsTaken(db, week),
    weeklyRevenue: await revenue(db, week),
    totalCustomers: await totalCustomers(db),
    noShowsYesterday: await noShows(db, yesterday, yesterday),
    noShowsLast7Days: await noShows(db, addBusinessDays(today.date, -7), yesterday),
    yesterday,
  }
  return { stats, recentActivity: await recentActivity(db, now) }
}
