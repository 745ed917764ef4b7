import { addBusinessDays, venueInstant } from '@/lib/time/businessDate'

/** One day's figures in a report (definitions in docs/api/staff.md, "Reports"). */
export type ReportFigures = {
  bookings: number
  children: number
  visits: number
  noShows: number
  takenPence: number
  refundedPence: number
  netPence: number
}
export type ReportDay = ReportFigures & { date: string }
export type ReportPeriod = ReportFigures & { start: string; end: string }

export const emptyFigures = (): ReportFigures => ({
  bookings: 0,
  children: 0,
  visits: 0,
  noShows: 0,
  takenPence: 0,
  refundedPence: 0,
  netPence: 0,
})

/** The instants a range of London dates covers: from midnight on `from` to midnight after `to`, across BST and GMT. */
export function rangeInstants(from: string, to: string): { start: string; end: string } {
  return { start: venueInstant(from, '00:00').toISOString(), end: venueInstant(addBusinessDays(to, 1), '00:00').toISOString() }
}

/** Every business date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = []
  for (let date = from; date <= to; date = addBusinessDays(date, 1)) dates.push(date)
  return dates
}

/** The Monday of a date's week (weeks run Monday to Sunday, as the Overview's). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay()
  return addBusinessDays(date, -((weekday + 6) % 7))
}

const FIGURES = Object.keys(emptyFigures()) as (keyof ReportFigures)[]

function add(into: ReportFigures, day: ReportFigures): void {
  for (const key of FIGURES) into[key] += day[key]
}

/** Days grouped by `keyOf` (a week's Monday, a month's first day), each group clipped to the days asked for. */
export function groupDays(days: ReportDay[], keyOf: (date: string) => string): ReportPeriod[] {
  const groups = new Map<string, ReportPeriod>()
  for (const day of days) {
    const key = keyOf(day.date)
    const group = groups.get(key) ?? { start: day.date, end: day.date, ...emptyFigures() }
    group.end = day.date
    add(group, day)
    groups.set(key, group)
  }
  return [...groups.values()]
}

export function totalOf(days: ReportDay[]): ReportFigures {
  const total = emptyFigures()
  for (const day of days) add(total, day)
  return total
}
