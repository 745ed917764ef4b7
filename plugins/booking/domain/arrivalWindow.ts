import { minutesOfDay } from '@/fields/validators'
import type { DaySchedule, ScheduleSpecialDay } from './daySchedule'
import { timeFromMinutes, twelveHour } from './slots'

/** When families may arrive on a flexible day (HH:mm, both inclusive), and how long they play from check-in. */
export type ArrivalWindow = { from: string; until: string; playMinutes: number }

export type ArrivalSettings = { arrivalWindow: { from: string; until: string }; sessionLengthMinutes: number }

/**
 * A normal open day has flexible arrival: the settings' window, narrowed by a special day's own
 * hours so that a whole session still fits before it closes. Event days (timed slots the family
 * chose) and closed days have none.
 */
export function arrivalWindowOf(
  schedule: DaySchedule,
  settings: ArrivalSettings,
  specialDay?: ScheduleSpecialDay | null,
): ArrivalWindow | null {
  if (!schedule.open || schedule.isEventDay || schedule.slots.length === 0) return null
  let from = minutesOfDay(settings.arrivalWindow.from)
  let until = minutesOfDay(settings.arrivalWindow.until)
  if (specialDay?.opensAt) from = Math.max(from, minutesOfDay(specialDay.opensAt))
  if (specialDay?.closesAt) until = Math.min(until, minutesOfDay(specialDay.closesAt) - settings.sessionLengthMinutes)
  if (until < from) until = from
  return { from: timeFromMinutes(from), until: timeFromMinutes(until), playMinutes: settings.sessionLengthMinutes }
}

function playLength(minutes: number): string {
  if (minutes % 60 === 0) return minutes === 60 ? '1 hour' : `${minutes / 60} hours`
  if (minutes < 60) return `${minutes} minutes`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** 'arrive any time between 9:30 AM and 3:30 PM': what e-mails, pages and the kiosk say instead of a session time. */
export function arrivalSentence(window: ArrivalWindow): string {
  return `arrive any time between ${twelveHour(window.from)} and ${twelveHour(window.until)}`
}

/** '2 hours from check-in'. */
export function playSentence(window: ArrivalWindow): string {
  return `${playLength(window.playMinutes)} from check-in`
}

/** 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in': a flexible day's visit time, wherever a session time would show. */
export function arrivalTimesText(window: ArrivalWindow): string {
  const sentence = arrivalSentence(window)
  return `${sentence[0]!.toUpperCase()}${sentence.slice(1)}; ${playSentence(window)}`
}
