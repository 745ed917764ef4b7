import { TZDate } from '@date-fns/tz'
import { format, parseISO } from 'date-fns'
import { minutesOfDay } from '@/fields/validators'
import { businessDate, VENUE_TIME_ZONE, venueInstant } from '@/lib/time/businessDate'
import type { VisitRefusal } from './visitRules'

export type FlexibleSession = { start: string; end: string; label: string; capacity: number; blocked: boolean }

export type FlexibleDay = {
  date: string
  /** HH:mm, both inclusive. */
  arrival: { from: string; until: string }
  arriveEarlyMinutes: number
  sessions: FlexibleSession[]
}

/** Stay in the booked session, or move into the one under way (the caller checks its room under the slot locks). */
export type FlexiblePlan =
  { kind: 'stay'; session: FlexibleSession } | { kind: 'move'; session: FlexibleSession } | { kind: 'refused'; refusal: VisitRefusal }

const clock = (instant: Date) => format(new TZDate(instant, VENUE_TIME_ZONE), 'h:mm a')
const dayName = (date: string) => format(parseISO(date), 'EEEE d MMMM')
const wallClock = (now: Date) => minutesOfDay(format(new TZDate(now, VENUE_TIME_ZONE), 'HH:mm'))

/** When check-in opens and closes on a flexible day, as instants: the early minutes before the window, to the end of its last minute. */
export function flexibleCheckInWindow(day: FlexibleDay): { opensAt: Date; closesAt: Date } {
  const from = venueInstant(day.date, day.arrival.from)
  return {
    opensAt: new Date(from.getTime() - day.arriveEarlyMinutes * 60_000),
    closesAt: new Date(venueInstant(day.date, day.arrival.until).getTime() + 60_000),
  }
}

/** The session a check-in at `now` belongs to: the one under way (open for check-in and not ended), else the next to start. */
export function sessionUnderWay(day: FlexibleDay, now: Date): FlexibleSession | null {
  const time = wallClock(now)
  const running = day.sessions
    .filter((session) => minutesOfDay(session.end) > time)
    .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
  return running.filter((session) => minutesOfDay(session.start) - day.arriveEarlyMinutes <= time).at(-1) ?? running[0] ?? null
}

function isOpenForCheckIn(session: FlexibleSession, day: FlexibleDay, now: Date): boolean {
  const time = wallClock(now)
  return !session.blocked && minutesOfDay(session.start) - day.arriveEarlyMinutes <= time && time < minutesOfDay(session.end)
}

/**
 * A paid ticket on a flexible day checks in at any time of the arrival window, whichever session
 * the booking was seated in when it was made. It stays in that session when the session is open
 * for check-in now; otherwise it moves into the session under way, where its children must fit
 * (checked by the caller under both slot locks). A session under way that staff blocked takes
 * nobody. The arrival window's edges are on the venue's clock.
 */
export function planFlexibleCheckIn(day: FlexibleDay, seatStart: string, now: Date): FlexiblePlan {
  const today = businessDate(now)
  if (day.date > today) {
    return {
      kind: 'refused',
      refusal: {
        code: 'wrong_day',
        message: `This ticket is for ${dayName(day.date)}, not today. Please come back on the day of your booking.`,
      },
    }
  }
  if (day.date < today) {
    return {
      kind: 'refused',
      refusal: {
        code: 'wrong_day',
        message: `This ticket was for ${dayName(day.date)}. It can only be used on the day of the booking; please see a member of staff.`,
      },
    }
  }
  const { opensAt, closesAt } = flexibleCheckInWindow(day)
  if (now < opensAt)
    return { kind: 'refused', refusal: { code: 'too_early', message: `Check-in opens at ${clock(opensAt)}. Please come back then.` } }
  const last = venueInstant(day.date, day.arrival.until)
  if (now >= closesAt) {
    return {
      kind: 'refused',
      refusal: {
        code: 'session_ended',
        message: `The last check-in today was at ${clock(last)}, so this ticket can no longer be checked in. Please see a member of staff.`,
      },
    }
  }

  const seat = day.sessions.find((session) => session.start === seatStart)
  if (seat && isOpenForCheckIn(seat, day, now)) return { kind: 'stay', session: seat }
  const current = sessionUnderWay(day, now)
  if (!current) {
    return {
      kind: 'refused',
      refusal: {
        code: 'session_ended',
        message: 'There are no more sessions today, so this ticket can no longer be checked in. Please see a member of staff.',
      },
    }
  }
  if (current.start === seatStart && !current.blocked) return { kind: 'stay', session: current }
  if (current.blocked) {
    return {
      kind: 'refused',
      refusal: {
        code: 'session_blocked',
        message: `Open play is closed during the ${current.label} session. Please see a member of staff.`,
      },
    }
  }
  return { kind: 'move', session: current }
}

/** What the kiosk says when the session under way has no room for the family. */
export function sessionFullRefusal(day: FlexibleDay, current: FlexibleSession, seatStart: string, now: Date): VisitRefusal {
  const seat = day.sessions.find((session) => session.start === seatStart)
  if (seat && !seat.blocked && minutesOfDay(seat.start) > wallClock(now)) {
    const opens = new Date(venueInstant(day.date, seat.start).getTime() - day.arriveEarlyMinutes * 60_000)
    return {
      code: 'session_full',
      message: `The ${current.label} session is full right now. Your places are kept in the ${seat.label} session, which you can check in to from ${clock(opens)}. Please come back then, or see a member of staff.`,
    }
  }
  return {
    code: 'session_full',
    message: `The ${current.label} session is full right now, so we cannot check you in here. Please see a member of staff.`,
  }
}

/** When a visit's play ends: on a flexible day the session length from check-in. */
export function flexiblePlayEndsAt(checkedInAt: Date, playMinutes: number): Date {
  return new Date(checkedInAt.getTime() + playMinutes * 60_000)
}
