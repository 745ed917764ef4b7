import type { SlotState } from './slotStatus'

/** One session of a day, with the places it has left (GET /api/available-sessions). */
export type SessionView = {
  start: string
  end: string
  label: string
  capacity: number
  availableSpots: number
  isRestricted: boolean
  state: SlotState
}

/** GET /api/available-sessions?date=: the day's sessions with places left, and a flexible day's arrival times. */
export type DaySessionsAnswer = {
  date: string
  open: boolean
  isEventDay: boolean
  eventTitle: string | null
  requiresSlot: boolean
  defaultSlotStart: string | null
  sessions: SessionView[]
  /** On a flexible day: 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in'. */
  arrivalTimes: string | null
  /** On a flexible day, the first and last arrival (HH:mm): the bounds of a whole day's waiting-list times. */
  arrivalWindow: { from: string; until: string } | null
}

/** One day of GET /api/calendar/availability?from=&to= (the date picker's month). */
export type DayAvailability = {
  date: string
  available: boolean
  /** A normal day whose every session is full: the booking page offers its waiting list (ADR 0033). */
  full: boolean
  restricted: string[]
  isEventDay: boolean
  eventTitle: string | null
}
export type AvailabilityRangeAnswer = { days: DayAvailability[] }

/** GET /api/calendar/availability/{date}. */
export type DayAvailabilityAnswer = { available: boolean }

/** GET /api/session-availability?date=&time=: one session's places. */
export type SessionAvailabilityAnswer = { availableSpots: number; maxCapacity: number; isRestricted: boolean; state: SlotState }
