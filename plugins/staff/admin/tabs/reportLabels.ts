import type { ReportGrouping } from '../../domain/reportPresets'

const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' })
const shortDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short' })
const longDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' })
const monthFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'long', year: 'numeric' })

// Business dates are calendar dates: read at noon UTC they are the same day in any zone.
const at = (date: string) => new Date(`${date}T12:00:00Z`)

/** A period's name in the report: "Mon 6 Jan", "6 Jan - 12 Jan", "January 2026", or the whole range. */
export function periodLabel(kind: ReportGrouping | 'range', start: string, end: string): string {
  if (kind === 'days') return dayFormat.format(at(start))
  if (kind === 'weeks') return start === end ? shortDay.format(at(start)) : `${shortDay.format(at(start))} - ${shortDay.format(at(end))}`
  if (kind === 'months') return monthFormat.format(at(start))
  return start === end ? longDay.format(at(start)) : `${longDay.format(at(start))} to ${longDay.format(at(end))}`
}

/** The chart's short axis label for a period. */
export function axisLabel(kind: ReportGrouping, start: string): string {
  if (kind === 'months') return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', month: 'short', year: '2-digit' }).format(at(start))
  return shortDay.format(at(start))
}
