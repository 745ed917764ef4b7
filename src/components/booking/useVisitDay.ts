import type { AvailabilityRangeAnswer } from '@plugins/booking/contract'
import { useMemo } from 'react'
import useSWR from 'swr'
import { getJson, swrDefaults, type DaySessions } from './bookingApi'

/**
 * The details step's calendar: the window's days (one call; if it fails every day stays
 * selectable, the server still checks) and the chosen day's own sessions, which decide whether a
 * slot is needed; on such days they refresh every 30 s.
 */
export function useVisitDay(window: { first: string; last: string }, selectedDate: string | undefined) {
  const { data: month, mutate: refreshMonth } = useSWR<AvailabilityRangeAnswer>(
    `/api/calendar/availability?from=${window.first}&to=${window.last}`,
    getJson,
    {
      ...swrDefaults,
      onError: (error) => console.error('availability check failed', error),
    },
  )
  const days = useMemo(() => new Map((month?.days ?? []).map((day) => [day.date, day])), [month])
  const chosenDay = selectedDate ? days.get(selectedDate) : undefined

  const { data: daySessions, mutate: refreshSessions } = useSWR<DaySessions>(
    selectedDate ? `/api/available-sessions?date=${selectedDate}` : null,
    getJson,
    {
      ...swrDefaults,
      refreshInterval: (latest) => (latest?.requiresSlot ? 30_000 : 0),
      onError: (error) => console.error('sessions check failed', error),
    },
  )
  const requiresSlot = daySessions ? daySessions.requiresSlot : Boolean(chosenDay?.isEventDay)
  const eventTitle = daySessions?.eventTitle ?? chosenDay?.eventTitle ?? null
  const isEventDay = daySessions ? daySessions.isEventDay : Boolean(chosenDay?.isEventDay)

  return { days, chosenDay, daySessions, requiresSlot, eventTitle, isEventDay, refreshMonth, refreshSessions }
}
