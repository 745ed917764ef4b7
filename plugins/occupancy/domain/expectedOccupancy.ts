import { TZDate } from '@date-fns/tz'
import { timeFromMinutes } from '@plugins/booking/contract'
import { VENUE_TIME_ZONE, venueInstant } from '@/lib/time/businessDate'

/** A group inside now (a checked-in booking, or a party's guests) and when its play ends. */
export type InsideNow = { children: number; playsUntil: Date }

/** A check-in on a past day: the minute of the venue's day it happened (10:05 AM is 605) and its children. */
export type PastArrival = { minute: number; children: number }

export type OccupancyInputs = {
  now: Date
  /** Today's business date: the day the curve is drawn for. */
  date: string
  /** Today's arrival window (HH:mm, both inclusive) and the play length from check-in. */
  arrival: { from: string; until: string; playMinutes: number }
  inside: InsideNow[]
  /** Children of today's paid bookings who have not arrived yet. */
  stillToCome: number
  /** Check-ins of past normal days on the same weekday: when families arrived. */
  pastArrivals: PastArrival[]
}

/** The expected number of children inside at one half-hour mark. */
export type ExpectedHalfHour = { time: string; children: number }

const HALF_HOUR = 30

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** `now` as a minute of `date` on the venue's clock: -Infinity before that day, Infinity after it. */
export function venueMinute(now: Date, date: string): number {
  const local = new TZDate(now, VENUE_TIME_ZONE)
  const day = `${local.getFullYear()}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`
  if (day !== date) return day < date ? -Infinity : Infinity
  return local.getHours() * 60 + local.getMinutes() + local.getSeconds() / 60
}

/**
 * The share of the children still to come who arrive in (after, upTo], given that they arrive
 * from `nowMinute` on. Past days' check-ins from that minute on give the pattern (each weighted by
 * its children); without any, arrivals are spread evenly over what is left of the window, and
 * once the window is over nobody is expected.
 */
export function arrivalShare(
  after: number,
  upTo: number,
  nowMinute: number,
  window: { from: number; until: number },
  pastArrivals: PastArrival[],
): number {
  const relevant = pastArrivals.filter((arrival) => arrival.minute >= nowMinute && arrival.children > 0)
  const total = relevant.reduce((sum, arrival) => sum + arrival.children, 0)
  if (total > 0) {
    const within = relevant.filter((arrival) => arrival.minute > after && arrival.minute <= upTo)
    return within.reduce((sum, arrival) => sum + arrival.children, 0) / total
  }
  const start = Math.max(nowMinute, window.from)
  const end = window.until
  if (end < start) return 0
  if (end === start) return after < start && start <= upTo ? 1 : 0
  const overlap = Math.min(upTo, end) - Math.max(after, start)
  return Math.max(0, overlap) / (end - start)
}

/**
 * The expected number of children inside at each half-hour mark of the rest of today: every mark
 * after `now`, from the window's opening (rounded down to the half hour) until the last play
 * could end (the window's end plus the play length, not included).
 *
 * Inside at a mark: the groups inside now whose play has not ended by then, plus the children
 * still to come who have arrived by the mark and are still within their play length (arrived
 * after mark minus play length). Everyone still to come is expected to arrive; walk-ins and
 * bookings not yet made are not guessed at.
 */
export function expectedOccupancy(inputs: OccupancyInputs): ExpectedHalfHour[] {
  const { arrival, date } = inputs
  const window = { from: minutesOf(arrival.from), until: minutesOf(arrival.until) }
  const nowMinute = venueMinute(inputs.now, date)
  const closing = window.until + arrival.playMinutes
  const firstMark = Math.floor(window.from / HALF_HOUR) * HALF_HOUR
  const points: ExpectedHalfHour[] = []
  for (let mark = firstMark; mark < closing && mark < 24 * 60; mark += HALF_HOUR) {
    if (mark <= nowMinute) continue
    const time = timeFromMinutes(mark)
    const at = venueInstant(date, time).getTime()
    const stillPlaying = inputs.inside.reduce((sum, group) => sum + (group.playsUntil.getTime() > at ? group.children : 0), 0)
    const arriving = inputs.stillToCome * arrivalShare(mark - arrival.playMinutes, mark, nowMinute, window, inputs.pastArrivals)
    points.push({ time, children: Math.round(stillPlaying + arriving) })
  }
  return points
}
