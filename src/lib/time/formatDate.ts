import { format, parseISO } from 'date-fns'

/** '2026-12-06' -> 'Sunday 6 December 2026' (a business date, so no time zone is involved). */
export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy')
}
