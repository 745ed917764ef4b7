import type { BusyLevel } from './busyLine'

/** One half-hour mark of the chart: the time ('12:30'), as families read it ('12:30 PM'), and the children expected inside. */
export type ExpectedPoint = { time: string; label: string; children: number }

/** GET /api/busy-now on a normal open day before its arrival window ends. No personal data. */
export type BusyNowLive = {
  status: 'live'
  date: string
  /** When these figures were read (they are shared by every visitor for about 30 seconds). */
  asOf: string
  /** The section's heading, the manager's words: 'How busy is it now?'. */
  heading: string
  level: BusyLevel
  /** The manager's word for the level: 'Quiet now'. */
  levelLabel: string
  /** 'Quiet now: 12 children playing, 28 places free until 3:30 PM' (or, before the doors open, the before-opening line). */
  line: string
  /** The Checked In tab's count: children of bookings checked in and not out, and of parties inside. */
  childrenPlaying: number
  /** Places the public can still book today: open sessions not over, capacity less bookings, live holds and waiting lists. */
  placesFree: number
  /** The room's capacity: the most children one of today's sessions holds. */
  capacity: number
  arrival: { from: string; until: string; fromLabel: string; untilLabel: string }
  /** Before the doors open (the window's start less the arrive-early minutes). */
  beforeOpening: boolean
  chart: { heading: string; points: ExpectedPoint[] }
}

/** Why there is no live figure today: switched off, closed (or blocked all day), an event day, or the arrival window is over. */
export type BusyNowReason = 'off' | 'closed' | 'event_day' | 'arrivals_over'

export type BusyNowNone = { status: 'none'; date: string; asOf: string; reason: BusyNowReason; message: string }

export type BusyNowAnswer = BusyNowLive | BusyNowNone

export const BUSY_NOW_MESSAGES: Record<BusyNowReason, string> = {
  off: 'How busy it is now is not shown.',
  closed: 'Open play is closed today.',
  event_day: 'Today is an event day with timed sessions.',
  arrivals_over: 'Arrivals for open play are over for today.',
}
