import { format, parseISO } from 'date-fns'
import { businessDate } from '@/lib/time/businessDate'

/** How a booking's date sits against the venue's today: the seed's three date badges. */
export type DateTone = 'today' | 'future' | 'past'

export type DateBadge = { tone: DateTone; label: string; daysFromToday: number }

const MS_PER_DAY = 86_400_000

/** A business date as a whole day count, free of the host's time zone and of clock changes. */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number)
  if (!year || !month || !day) throw new RangeError(`Not a business date: ${date}`)
  return Date.UTC(year, month - 1, day) / MS_PER_DAY
}

/** Whole calendar days from one business date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** Today, Tomorrow, In N days, Yesterday or N days ago (seed 001 §2). */
export function relativeDayLabel(days: number): string {
  if (days === 0) return 'Today'
  if (days === 1) return 'Tomorrow'
  if (days === -1) return 'Yesterday'
  return days > 1 ? `In ${days} days` : `${-days} days ago`
}

/** The badge for a booking date, against today at the venue (Europe/London) at `now`. */
export function bookingDateBadge(bookingDate: string, now: Date = new Date()): DateBadge {
  const days = daysBetween(businessDate(now), bookingDate)
  const tone: DateTone = days === 0 ? 'today' : days > 0 ? 'future' : 'past'
  return { tone, label: relativeDayLabel(days), daysFromToday: days }
}

/** '2026-11-23' -> 'Mon 23 Nov 2026'; a business date names a day, so no time zone is involved. */
export function shortBusinessDate(date: string): string {
  return format(parseISO(date), 'EEE d MMM yyyy')
}
