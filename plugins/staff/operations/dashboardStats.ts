import type { Payload } from 'payload'
import { countCustomers } from '@plugins/booking'
import type { ActivityLine } from '@/lib/plugins/contributions'
import type { DashboardStatsAnswer, RecentActivity } from '../domain/staffApi'
import { addBusinessDays } from '@/lib/time/businessDate'
import { londonDay, londonWeek, type Period } from '../domain/periods'
import { fromReportParts, sumOf } from './reportFigures'

const RECENT = 10

/**
 * Bookings taken in the period, and money taken in it (bookings, desk payments, credit packs,
 * gift voucher sales) less refunds paid out in it: the reports' figures for the same instants,
 * from the owning plugins' report parts.
 */
async function takenIn(payload: Payload, { from, to }: Period): Promise<{ bookings: number; revenue: number }> {
  const range = { start: from.toISOString(), end: to.toISOString() }
  const rows = await fromReportParts(payload, (part) => part.figuresByDay?.(payload, range), { oneAtATime: true })
  return { bookings: sumOf(rows, 'bookings'), revenue: sumOf(rows, 'takenPence') - sumOf(rows, 'refundedPence') }
}

/** Bookings of the business dates `from` to `to` (inclusive) that the no-show job marked and staff have not taken back. */
async function noShows(payload: Payload, from: string, to: string): Promise<number> {
  const rows = await fromReportParts(payload, (part) => part.sessionFiguresByDay?.(payload, { from, to }), { oneAtATime: true })
  return sumOf(rows, 'noShows')
}

/** Each part's newest few at or before `now`; the newest of all of those. */
async function recentActivity(payload: Payload, now: Date): Promise<RecentActivity[]> {
  const lines = await fromReportParts(payload, (part) => part.recentActivity?.(payload, now.toISOString(), RECENT), { oneAtATime: true })
  const newestFirst = (a: ActivityLine, b: ActivityLine) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)
  return lines
    .sort(newestFirst)
    .slice(0, RECENT)
    .map((line) => ({
      id: line.id,
      type: line.type,
      customerName: line.customerName,
      created: Math.floor(new Date(line.at).getTime() / 1000),
      amount: line.amount,
    }))
}

/** The Overview tab's figures (definitions in docs/api/staff.md). */
export async function dashboardStats(payload: Payload, now: Date = new Date()): Promise<DashboardStatsAnswer> {
  const today = londonDay(now)
  const week = londonWeek(now)
  const yesterday = addBusinessDays(today.date, -1)
  // One after another: cheap queries, and the pool is shared with the public site.
  const todays = await takenIn(payload, today)
  const weeks = await takenIn(payload, week)
  const stats = {
    todayBookings: todays.bookings,
    todayRevenue: todays.revenue,
    weeklyBookings: weeks.bookings,
    weeklyRevenue: weeks.revenue,
    totalCustomers: await countCustomers(payload),
    noShowsYesterday: await noShows(payload, yesterday, yesterday),
    noShowsLast7Days: await noShows(payload, addBusinessDays(today.date, -7), yesterday),
    yesterday,
  }
  return { stats, recentActivity: await recentActivity(payload, now) }
}
