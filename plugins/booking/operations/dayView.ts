import type { PayloadRequest } from 'payload'
import { drizzleOf } from '@/lib/db/postgres'
import { addBusinessDays } from '@/lib/time/businessDate'
import type { SessionView } from '../domain/availabilityAnswer'
import { isWithinWindow } from '../domain/bookingWindow'
import { daySchedule } from '../domain/daySchedule'
import { FULL_DAY_RESTRICTION } from '../domain/slots'
import { isDayFullyRestricted, isSlotPast, placesLeft, slotRestriction, slotState } from '../domain/slotStatus'
import { loadDays, type DayInputs } from './loadDay'
import { occupiedChildrenByDay, withReserved } from './slotOccupancy'
import { reservedForWaitingLists } from './waitingReservations'
import type { WaitingChildren } from '../types'

export type { SessionView }

export type DayView = {
  date: string
  /** Bookable: inside the window, open, not blocked all day, and some session can still take a child. */
  available: boolean
  /** A normal day inside the window, open and not over, whose every session is full: its waiting list is for the whole day (ADR 0033). */
  full: boolean
  open: boolean
  isEventDay: boolean
  eventTitle: string | null
  requiresSlot: boolean
  defaultSlotStart: string | null
  /** Labels of blocked sessions; the full-day value when the whole day is blocked. */
  restricted: string[]
  sessions: SessionView[]
}

export function buildDayView(date: string, inputs: DayInputs, occupied: Map<string, number>, today: string, now: Date): DayView {
  const special = inputs.specialDays.find((day) => day.date === date)
  const schedule = daySchedule(date, inputs.settings, special)
  const dayRestrictions = inputs.restrictions.filter((restriction) => restriction.date === date)
  const fullyRestricted = isDayFullyRestricted(date, dayRestrictions)
  const inWindow = isWithinWindow(date, today, inputs.settings.bookingWindowMonths)
  const sessions = schedule.slots.map((slot): SessionView => {
    const blocked = slotRestriction(date, slot.start, dayRestrictions) !== null
    const spots = placesLeft(slot.capacity, occupied.get(`${date} ${slot.start}`) ?? 0)
    const past = isSlotPast(date, slot.end, now)
    return {
      ...slot,
      availableSpots: spots,
      isRestricted: blocked,
      state: slotState({ blocked, past, placesLeft: spots, lowThreshold: inputs.settings.lowAvailabilityThreshold }),
    }
  })
  const restricted = fullyRestricted
    ? [FULL_DAY_RESTRICTION, ...sessions.map((session) => session.label)]
    : sessions.filter((session) => session.isRestricted).map((session) => session.label)
  const available =
    inWindow && schedule.open && !fullyRestricted && sessions.some((session) => session.state === 'available' || session.state === 'low')
  return {
    date,
    available,
    full: !available && inWindow && !schedule.isEventDay && !fullyRestricted && sessions.some((session) => session.state === 'full'),
    open: schedule.open,
    isEventDay: schedule.isEventDay,
    eventTitle: schedule.eventTitle,
    requiresSlot: schedule.requiresSlot,
    defaultSlotStart: schedule.defaultSlotStart,
    restricted: [...new Set(restricted)],
    sessions,
  }
}

/**
 * Day views for every date from `from` to `to`, in four queries whatever the range. With
 * `waitingChildren` (the public's view, ADR 0026), places promised to waiting-list families count as taken.
 */
export async function loadDayViews(
  req: PayloadRequest,
  from: string,
  to: string,
  today: string,
  now: Date,
  waitingChildren?: WaitingChildren,
): Promise<DayView[]> {
  const inputs = await loadDays(req, from, to)
  const db = drizzleOf(req.payload)
  const occupied = withReserved(
    await occupiedChildrenByDay(db, from, to),
    waitingChildren ? await reservedForWaitingLists(db, waitingChildren, inputs, from, to) : new Map(),
  )
  const views: DayView[] = []
  for (let date = from; date <= to; date = addBusinessDays(date, 1)) views.push(buildDayView(date, inputs, occupied, today, now))
  return views
}
