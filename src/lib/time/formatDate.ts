import { format, parseISO } from 'date-fns'

/** '2026-12-06' -> 'Sunday 6 December 2026' (a business date, so no time zone is involved). */
export function longDate(date: string): string {
  return format(parseISO(date), 'EEEE d MMMM yyyy')
}

const venueDateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
})

/** An instant on the venue's clock: 'Friday 4 December 2026 at 10:00 am' -> '... at 10:00 AM'. */
export function venueDateTimeText(instant: string | Date): string {
  const parts = venueDateTime.formatToParts(typeof instant === 'string' ? new Date(instant) : instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return `${part('weekday')} ${part('day')} ${part('month')} ${part('year')} at ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`
}
