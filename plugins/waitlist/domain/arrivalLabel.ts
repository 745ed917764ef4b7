import { minutesOfDay } from '@/fields/validators'
import { twelveHour, type ArrivalRange, type ArrivalWindow } from '@plugins/booking/contract'

/** What a normal day's entry says where a session's label would be: 'arriving any time' or the family's own range. */
export function arrivalLabel(range: ArrivalRange, window: Pick<ArrivalWindow, 'from' | 'until'>): string {
  const from = range.notBefore ?? window.from
  const until = range.notAfter ?? window.until
  if (from === window.from && until === window.until) return `arriving any time (${twelveHour(window.from)} to ${twelveHour(window.until)})`
  return `arriving between ${twelveHour(from)} and ${twelveHour(until)}`
}

/**
 * When a normal day's entry can no longer be offered anything: after the last minute the family
 * could arrive, the window's end or their own "not after", whichever is earlier. HH:mm.
 */
export function lastArrival(range: ArrivalRange, window: Pick<ArrivalWindow, 'until'>): string {
  return range.notAfter && minutesOfDay(range.notAfter) < minutesOfDay(window.until) ? range.notAfter : window.until
}
