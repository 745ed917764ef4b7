import { z } from 'zod'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import type { ReportDay, ReportFigures, ReportPeriod } from './reportPeriods'

/** The Reports tab (admins): a range of London dates and its figures (docs/api/staff.md, "Reports"). */

// GET /api/admin/reports/summary?from=&to=
export const REPORT_MAX_DAYS = 366
export const reportRangeSchema = z
  .object({
    from: businessDateSchema('Choose a start date (YYYY-MM-DD)'),
    to: businessDateSchema('Choose an end date (YYYY-MM-DD)'),
  })
  .refine(({ from, to }) => from <= to, { path: ['to'], message: 'The end date must be on or after the start date' })
  .refine(({ from, to }) => (Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000 < REPORT_MAX_DAYS, {
    path: ['to'],
    message: `A report covers at most ${REPORT_MAX_DAYS} days`,
  })
export type ReportSummaryAnswer = {
  from: string
  to: string
  days: ReportDay[]
  weeks: ReportPeriod[]
  months: ReportPeriod[]
  total: ReportFigures
}
