import type { DaySessions } from './bookingApi'

/** The venue's usual arrival window (Booking settings > Arrival window), with the manager's own words for it. */
export type UsualArrival = { from: string; until: string; text: string }

/** The chosen day's arrival, as GET /api/available-sessions answers it (null on an event day). */
export type DayArrival = Pick<DaySessions, 'date' | 'arrivalWindow' | 'arrivalTimes'>

/**
 * What the booking page says about arriving on the chosen day: the manager's words on a day with
 * the usual window, and the day's own times when its hours move the window (a special day that
 * opens late or closes early), which the manager's text would get wrong.
 */
export function dayArrivalText(usual: UsualArrival, day: DayArrival | undefined, selectedDate: string | undefined): string {
  if (!day || day.date !== selectedDate || !day.arrivalWindow || !day.arrivalTimes) return usual.text
  if (day.arrivalWindow.from === usual.from && day.arrivalWindow.until === usual.until) return usual.text
  return `${day.arrivalTimes}.`
}
