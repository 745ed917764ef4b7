import type { Payload } from 'payload'
import type { ReportSummaryAnswer } from '../domain/staffApi'
import { datesBetween, emptyFigures, groupDays, mondayOf, rangeInstants, totalOf, type ReportDay } from '../domain/reportPeriods'
import { byDay, fromReportParts } from './reportFigures'

/**
 * A report's figures for each London day from `from` to `to`, then per week (Monday to Sunday)
 * and per month, clipped to the range. The figures are the owning plugins' (their registered
 * report parts): each reads a bounded range through an index, by the day money moved or a booking
 * was taken, or by session date for visits and no-shows.
 */
export async function reportSummary(payload: Payload, from: string, to: string): Promise<ReportSummaryAnswer> {
  const range = rangeInstants(from, to)
  const [moved, sessions] = await Promise.all([
    fromReportParts(payload, (part) => part.figuresByDay?.(payload, range)),
    fromReportParts(payload, (part) => part.sessionFiguresByDay?.(payload, { from, to })),
  ])
  const figures = byDay([...moved, ...sessions])
  const list = datesBetween(from, to).map((date): ReportDay => {
    const day = { date, ...emptyFigures(), ...figures.get(date) }
    return { ...day, netPence: day.takenPence - day.refundedPence }
  })
  return {
    from,
    to,
    days: list,
    weeks: groupDays(list, mondayOf),
    months: groupDays(list, (date) => date.slice(0, 7)),
    total: totalOf(list),
  }
}
