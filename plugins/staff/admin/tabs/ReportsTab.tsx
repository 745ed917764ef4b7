'use client'

import { lazy, Suspense, useId, useState, type FormEvent, type ReactElement } from 'react'
import useSWR from 'swr'
import { formatPence } from '@/lib/money'
import { businessDate } from '@/lib/time/businessDate'
import type { ReportFigures, ReportPeriod } from '../../domain/reportPeriods'
import { defaultGrouping, reportPresets, type ReportGrouping, type ReportRange } from '../../domain/reportPresets'
import { reportRangeSchema, type ReportSummaryAnswer } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import { periodLabel } from './reportLabels'

// recharts is the biggest thing on this screen and only admins open it: loaded with the tab.
const ReportChart = lazy(() => import('./ReportChart'))

const GROUPINGS: { value: ReportGrouping; label: string }[] = [
  { value: 'days', label: 'Day' },
  { value: 'weeks', label: 'Week' },
  { value: 'months', label: 'Month' },
]

const FIGURE_HEADINGS = ['Bookings', 'Children', 'Visits', 'No-shows', 'Taken', 'Refunded', 'Net'] as const

const query = ({ from, to }: ReportRange) => `from=${from}&to=${to}`

/** The Reports tab (admins): a date range's summary per day, week or month, a chart, and the CSV downloads. */
export function ReportsTab(): ReactElement {
  const today = businessDate()
  const presets = reportPresets(today)
  const [range, setRange] = useState<ReportRange>(() => ({ from: presets[0]!.from, to: presets[0]!.to }))
  const [grouping, setGrouping] = useState<ReportGrouping | null>(null)
  const { data, error, isLoading, mutate } = useSWR<ReportSummaryAnswer>(`/api/admin/reports/summary?${query(range)}`, {
    keepPreviousData: true,
  })
  const shown = grouping ?? defaultGrouping(range)
  const choose = (next: ReportRange) => {
    setRange(next)
    setGrouping(null)
  }

  return (
    <div className={css.panel}>
      <RangeForm key={query(range)} range={range} onApply={choose} />
      <div className={css.row} role="group" aria-label="Quick ranges">
        {presets.map((preset) => (
          <button
            key={preset.label}
            type="button"
            className={css.button}
            aria-pressed={preset.from === range.from && preset.to === range.to}
            onClick={() => choose(preset)}
          >
            {preset.label}
          </button>
        ))}
      </div>
      <div className={css.row}>
        <a className={css.button} href={`/api/admin/reports/bookings.csv?${query(range)}`} download>
          Download bookings (CSV)
        </a>
        <a className={css.button} href={`/api/admin/reports/payments.csv?${query(range)}`} download>
          Download payments and refunds (CSV)
        </a>
      </div>
      {error ? (
        <ErrorState title="Could not load the report" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading the report" rows={3} />
      ) : (
        <ReportView report={data} grouping={shown} onGrouping={setGrouping} stale={data.from !== range.from || data.to !== range.to} />
      )}
    </div>
  )
}

function RangeForm({ range, onApply }: { range: ReportRange; onApply: (range: ReportRange) => void }): ReactElement {
  const id = useId()
  const [errors, setErrors] = useState<Partial<Record<keyof ReportRange, string>>>({})
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = reportRangeSchema.safeParse({ from: form.get('from'), to: form.get('to') })
    if (!parsed.success) {
      const found: Partial<Record<keyof ReportRange, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0]
        if ((field === 'from' || field === 'to') && !found[field]) found[field] = issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    onApply(parsed.data)
  }
  const field = (name: keyof ReportRange, label: string) => (
    <label className={css.field} htmlFor={`${id}-${name}`}>
      {label}
      <input
        id={`${id}-${name}`}
        name={name}
        type="date"
        className={css.input}
        defaultValue={range[name]}
        required
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
      />
      {errors[name] ? (
        <span id={`${id}-${name}-error`} className={css.subtle} role="alert">
          {errors[name]}
        </span>
      ) : null}
    </label>
  )
  return (
    <form className={css.row} onSubmit={submit} aria-label="Report range" noValidate>
      {field('from', 'From')}
      {field('to', 'To')}
      <button type="submit" className={css.primaryButton}>
        Show report
      </button>
    </form>
  )
}

const isEmpty = (total: ReportFigures) => Object.values(total).every((figure) => figure === 0)

function ReportView({
  report,
  grouping,
  onGrouping,
  stale,
}: {
  report: ReportSummaryAnswer
  grouping: ReportGrouping
  onGrouping: (grouping: ReportGrouping) => void
  stale: boolean
}): ReactElement {
  const periods: ReportPeriod[] =
    grouping === 'days' ? report.days.map((day) => ({ ...day, start: day.date, end: day.date })) : report[grouping]
  const { total } = report
  return (
    <section className={css.panel} aria-labelledby="report-heading" aria-busy={stale}>
      <h2 id="report-heading" className={css.heading}>
        {periodLabel('range', report.from, report.to)}
      </h2>
      <div className={css.cards} role="group" aria-label="Totals">
        <Total
          title="Net revenue"
          value={formatPence(total.netPence)}
          note={`${formatPence(total.takenPence)} taken, ${formatPence(total.refundedPence)} refunded`}
        />
        <Total title="Bookings" value={String(total.bookings)} note={total.children === 1 ? '1 child' : `${total.children} children`} />
        <Total title="Visits" value={String(total.visits)} note={total.noShows === 1 ? '1 no-show' : `${total.noShows} no-shows`} />
      </div>
      {isEmpty(total) ? (
        <EmptyState title="Nothing in this range">No bookings, visits or payments between these dates.</EmptyState>
      ) : (
        <>
          <fieldset className={css.row} aria-describedby={undefined}>
            <legend className={css.subtle}>Show per</legend>
            {GROUPINGS.map((option) => (
              <label key={option.value} className={css.button}>
                <input type="radio" name="report-grouping" checked={grouping === option.value} onChange={() => onGrouping(option.value)} />{' '}
                {option.label}
              </label>
            ))}
          </fieldset>
          <Suspense fallback={<LoadingState label="Loading the chart" rows={1} />}>
            <ReportChart periods={periods} grouping={grouping} />
          </Suspense>
          <PeriodTable periods={periods} grouping={grouping} total={total} />
        </>
      )}
    </section>
  )
}

function PeriodTable({
  periods,
  grouping,
  total,
}: {
  periods: ReportPeriod[]
  grouping: ReportGrouping
  total: ReportFigures
}): ReactElement {
  const figures = (row: ReportFigures) => (
    <>
      <td className={css.numeric}>{row.bookings}</td>
      <td className={css.numeric}>{row.children}</td>
      <td className={css.numeric}>{row.visits}</td>
      <td className={css.numeric}>{row.noShows}</td>
      <td className={css.numeric}>{formatPence(row.takenPence)}</td>
      <td className={css.numeric}>{formatPence(row.refundedPence)}</td>
      <td className={css.numeric}>{formatPence(row.netPence)}</td>
    </>
  )
  return (
    <div className={css.tableWrap} role="region" aria-label="Figures per period" tabIndex={0}>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{GROUPINGS.find((option) => option.value === grouping)!.label}</th>
            {FIGURE_HEADINGS.map((heading) => (
              <th key={heading} scope="col" className={css.numeric}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {periods.map((period) => (
            <tr key={period.start}>
              <th scope="row">{periodLabel(grouping, period.start, period.end)}</th>
              {figures(period)}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            {figures(total)}
          </tr>
        </tfoot>
      </table>
    </div>
  )
}

function Total({ title, value, note }: { title: string; value: string; note: string }): ReactElement {
  return (
    <div className={css.card} role="group" aria-label={title}>
      <span className={css.subtle}>{title}</span>
      <span className={css.statValue}>{value}</span>
      <span className={css.subtle}>{note}</span>
    </div>
  )
}
