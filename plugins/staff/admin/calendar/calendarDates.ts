import { addDays, addMonths, endOfMonth, endOfWeek, format, parseISO, startOfMonth, startOfWeek } from 'date-fns'
import type { CalendarSession } from '../../domain/calendarApi'

/** Business dates as yyyy-MM-dd strings; weeks start on Monday, as in the UK. */
export const shiftDays = (date: string, days: number) => format(addDays(parseISO(date), days), 'yyyy-MM-dd')
export const shiftMonths = (month: string, months: number) => format(addMonths(parseISO(`${month}-01`), months), 'yyyy-MM')
export const monthLabel = (month: string) => format(parseISO(`${month}-01`), 'MMMM yyyy')
export const longDay = (date: string) => format(parseISO(date), 'EEEE d MMMM yyyy')

/** The month's weeks, Monday first; days of the neighbouring months are null. */
export function monthWeeks(month: string): (string | null)[][] {
  const first = startOfMonth(parseISO(`${month}-01`))
  const last = endOfMonth(first)
  const weeks: (string | null)[][] = []
  let week: (string | null)[] = []
  for (let day = startOfWeek(first, { weekStartsOn: 1 }); day <= endOfWeek(last, { weekStartsOn: 1 }); day = addDays(day, 1)) {
    week.push(day >= first && day <= last ? format(day, 'yyyy-MM-dd') : null)
    if (week.length === 7) {
      weeks.push(week)
      week = []
    }
  }
  return weeks
}

export type Heat = 'none' | 'low' | 'mid' | 'high' | 'full' | 'blocked'

/** A session's colour: how full it is (under half, under 80%, nearly, full), or blocked. */
export function sessionHeat(session: Pick<CalendarSession, 'booked' | 'capacity' | 'isRestricted'>): Heat {
  if (session.isRestricted) return 'blocked'
  if (session.capacity <= 0 || session.booked <= 0) return 'none'
  const ratio = session.booked / session.capacity
  if (ratio >= 1) return 'full'
  if (ratio >= 0.8) return 'high'
  return ratio >= 0.5 ? 'mid' : 'low'
}

/** Where an arrow key (or Home, End, Page Up, Page Down) moves from a day. */
export function keyTarget(date: string, key: string): string | null {
  const weekday = (parseISO(date).getDay() + 6) % 7
  switch (key) {
    case 'ArrowLeft':
      return shiftDays(date, -1)
    case 'ArrowRight':
      return shiftDays(date, 1)
    case 'ArrowUp':
      return shiftDays(date, -7)
    case 'ArrowDown':
      return shiftDays(date, 7)
    case 'Home':
      return shiftDays(date, -weekday)
    case 'End':
      return shiftDays(date, 6 - weekday)
    case 'PageUp':
      return format(addMonths(parseISO(date), -1), 'yyyy-MM-dd')
    case 'PageDown':
      return format(addMonths(parseISO(date), 1), 'yyyy-MM-dd')
    default:
      return null
  }
}
