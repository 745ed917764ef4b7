import type { PayloadRequest } from 'payload'
import { arrivalWindowOf, type ArrivalWindow } from '../domain/arrivalWindow'
import { daySchedule } from '../domain/daySchedule'
import { slotRestriction } from '../domain/slotStatus'
import { loadDays, type DayInputs } from './loadDay'

export type PlannedSession = { start: string; end: string; label: string; capacity: number; blocked: boolean }

/** One day as the door sees it: its sessions (blocked or not) and, on a flexible day, when families may arrive. */
export type DayPlan = {
  date: string
  open: boolean
  /** Null on an event day (timed slots) or a closed day. */
  arrival: ArrivalWindow | null
  arriveEarlyMinutes: number
  sessionLengthMinutes: number
  sessions: PlannedSession[]
}

export function buildDayPlan(date: string, inputs: DayInputs): DayPlan {
  const special = inputs.specialDays.find((day) => day.date === date)
  const schedule = daySchedule(date, inputs.settings, special)
  const restrictions = inputs.restrictions.filter((restriction) => restriction.date === date)
  return {
    date,
    open: schedule.open,
    arrival: arrivalWindowOf(schedule, inputs.settings, special),
    arriveEarlyMinutes: inputs.settings.arriveEarlyMinutes ?? 0,
    sessionLengthMinutes: inputs.settings.sessionLengthMinutes,
    sessions: schedule.slots.map((slot) => ({ ...slot, blocked: slotRestriction(date, slot.start, restrictions) !== null })),
  }
}

/** The plan of one business date, from the CMS and the day's blocks (three queries). */
export async function loadDayPlan(req: PayloadRequest, date: string): Promise<DayPlan> {
  return buildDayPlan(date, await loadDays(req, date, date))
}
