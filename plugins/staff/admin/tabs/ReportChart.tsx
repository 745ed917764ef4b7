'use client'

import type { ReactElement } from 'react'
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts'
import { formatPence } from '@/lib/money'
import type { ReportPeriod } from '../../domain/reportPeriods'
import type { ReportGrouping } from '../../domain/reportPresets'
import { axisLabel, periodLabel } from './reportLabels'

// Payload's admin theme variables, so the chart follows light and dark mode.
const TEXT = 'var(--theme-elevation-800)'
const GRID = 'var(--theme-elevation-150)'
const REVENUE = 'var(--theme-success-500)'
const VISITS = 'var(--theme-elevation-600)'

/**
 * Net revenue (bars, pounds) and visits (line) per period. The table beside it holds the same
 * figures for screen readers and keyboards, so the drawing is one labelled image.
 */
export default function ReportChart({ periods, grouping }: { periods: ReportPeriod[]; grouping: ReportGrouping }): ReactElement {
  const points = periods.map((period) => ({
    name: axisLabel(grouping, period.start),
    title: periodLabel(grouping, period.start, period.end),
    net: period.netPence / 100,
    visits: period.visits,
  }))
  const best = periods.reduce<ReportPeriod | null>((top, period) => (top && top.netPence >= period.netPence ? top : period), null)
  const summary = best
    ? `Chart of net revenue and visits per ${grouping.slice(0, -1)}; the highest net revenue was ${formatPence(best.netPence)} (${periodLabel(grouping, best.start, best.end)}). The table below lists every figure.`
    : 'Chart of net revenue and visits.'
  return (
    <figure role="img" aria-label={summary} style={{ margin: 0, width: '100%', height: 320 }}>
      <ResponsiveContainer width="100%" height="100%">
        <ComposedChart data={points} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={GRID} vertical={false} />
          <XAxis dataKey="name" stroke={TEXT} tick={{ fill: TEXT, fontSize: 12 }} minTickGap={12} />
          <YAxis yAxisId="money" stroke={TEXT} tick={{ fill: TEXT, fontSize: 12 }} tickFormatter={(pounds: number) => `£${pounds}`} />
          <YAxis yAxisId="visits" orientation="right" stroke={TEXT} tick={{ fill: TEXT, fontSize: 12 }} allowDecimals={false} />
          <Tooltip
            labelFormatter={(_, payload) => String(payload?.[0]?.payload?.title ?? '')}
            formatter={(value, name) => (name === 'Net revenue' ? formatPence(Math.round(Number(value) * 100)) : String(value))}
            contentStyle={{ background: 'var(--theme-bg)', border: `1px solid ${GRID}`, color: 'var(--theme-text)' }}
          />
          <Legend wrapperStyle={{ color: TEXT }} />
          <Bar yAxisId="money" dataKey="net" name="Net revenue" fill={REVENUE} isAnimationActive={false} />
          <Line yAxisId="visits" dataKey="visits" name="Visits" stroke={VISITS} strokeWidth={2} dot={false} isAnimationActive={false} />
        </ComposedChart>
      </ResponsiveContainer>
    </figure>
  )
}
