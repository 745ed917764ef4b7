import { addBusinessDays, addBusinessMonths } from '@/lib/time/businessDate'

export type ReportRange = { from: string; to: string }
export type ReportPreset = ReportRange & { label: string }

/** The last day of a date's month. */
const monthEnd = (date: string): string => addBusinessDays(addBusinessMonths(`${date.slice(0, 7)}-01`, 1), -1)

/**
 * The ranges a manager and an accountant ask for most, from today's business date: this month so
 * far, last month, the last 7 days, this year so far, and the last complete UK tax year
 * (6 April to 5 April).
 */
export function reportPresets(today: string): ReportPreset[] {
  const monthStart = `${today.slice(0, 7)}-01`
  const lastMonthStart = addBusinessMonths(monthStart, -1)
  const year = Number(today.slice(0, 4))
  // The tax year in progress started on 6 April this year, or last year before 6 April.
  const taxYearStarted = today >= `${year}-04-06` ? year : year - 1
  return [
    { label: 'This month', from: monthStart, to: today },
    { label: 'Last month', from: lastMonthStart, to: monthEnd(lastMonthStart) },
    { label: 'Last 7 days', from: addBusinessDays(today, -6), to: today },
    { label: 'This year', from: `${year}-01-01`, to: today },
    { label: 'Last tax year', from: `${taxYearStarted - 1}-04-06`, to: `${taxYearStarted}-04-05` },
  ]
}

export type ReportGrouping = 'days' | 'weeks' | 'months'

/** Days for a range of up to a month, weeks up to about four months, months beyond. */
export function defaultGrouping({ from, to }: ReportRange): ReportGrouping {
  const days = (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000 + 1
  return days <= 31 ? 'days' : days <= 124 ? 'weeks' : 'months'
}
