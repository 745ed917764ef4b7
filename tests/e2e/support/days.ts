import type { APIRequestContext } from '@playwright/test'
import { addBusinessDays } from '../../../src/lib/time/businessDate'
import { londonToday } from './clock'

type CalendarDay = { date: string; available: boolean; isEventDay: boolean; restricted: string[] }

/**
 * Open ordinary days (no event day's timed sessions) from `fromDays` days ahead to `spanDays`
 * days after that, read from the booking page's own month call; `unrestricted` leaves out days
 * with a session blocked by staff.
 */
export async function ordinaryDays(
  api: APIRequestContext,
  { fromDays, spanDays = 20, unrestricted = false }: { fromDays: number; spanDays?: number; unrestricted?: boolean },
): Promise<string[]> {
  const from = addBusinessDays(londonToday(), fromDays)
  const response = await api.get(`/api/calendar/availability?from=${from}&to=${addBusinessDays(from, spanDays)}`)
  const { days } = (await response.json()) as { days: CalendarDay[] }
  return days.filter((day) => day.available && !day.isEventDay && (!unrestricted || day.restricted.length === 0)).map((day) => day.date)
}

/** The first of `ordinaryDays`; throws when there is none. */
export async function ordinaryDay(
  api: APIRequestContext,
  options: { fromDays: number; spanDays?: number; unrestricted?: boolean },
): Promise<string> {
  const [day] = await ordinaryDays(api, options)
  if (!day) throw new Error('no ordinary open day in the next weeks')
  return day
}
