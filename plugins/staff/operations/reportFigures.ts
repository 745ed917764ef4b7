import type { Payload } from 'payload'
import { contributionsOf, type DayFigures, type ReportFigureName, type ReportPart } from '@/lib/plugins/contributions'

export type Figures = Partial<Record<ReportFigureName, number>>

/**
 * Asks every registered report part that has `read` (src/lib/plugins/contributions.ts), side by
 * side for a report, or one after another for the Overview (cheap reads; the pool is shared with
 * the public site). Results come in the parts' order.
 */
export async function fromReportParts<T>(
  payload: Payload,
  read: (part: ReportPart) => Promise<T[]> | undefined,
  { oneAtATime = false } = {},
): Promise<T[]> {
  const reads = contributionsOf(payload).reports.map((part) => () => read(part) ?? Promise.resolve([]))
  if (!oneAtATime) return (await Promise.all(reads.map((next) => next()))).flat()
  const all: T[] = []
  for (const next of reads) all.push(...(await next()))
  return all
}

/** The parts' figures added up per day. */
export function byDay(rows: DayFigures[]): Map<string, Figures> {
  const days = new Map<string, Figures>()
  for (const { day, figures } of rows) {
    const into = days.get(day) ?? {}
    for (const [name, value] of Object.entries(figures) as [ReportFigureName, number][]) into[name] = (into[name] ?? 0) + value
    days.set(day, into)
  }
  return days
}

/** One figure added up over every day. */
export function sumOf(rows: DayFigures[], name: ReportFigureName): number {
  return rows.reduce((total, row) => total + (row.figures[name] ?? 0), 0)
}
