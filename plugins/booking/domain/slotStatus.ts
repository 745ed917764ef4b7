import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { minutesOfDay } from '@/fields/validators'
import { VENUE_TIME_ZONE } from '@/lib/time/businessDate'
import { isFullDayRestriction, parseSlotInput } from './slots'

export type Restriction = { date: string; timeSlot: string; reason: string }

export type SlotState = 'available' | 'low' | 'full' | 'blocked' | 'past'

/**
 * A slot can be booked until it ends: arrival is flexible and play lasts from check-in, so a
 * family may still come part-way through. Compared on the venue's wall clock.
 */
export function isSlotPast(date: string, slotEnd: string, now: Date): boolean {
  const venueNow = new TZDate(now, VENUE_TIME_ZONE)
  const today = format(venueNow, 'yyyy-MM-dd')
  if (date !== today) return date < today
  return minutesOfDay(format(venueNow, 'HH:mm')) >= minutesOfDay(slotEnd)
}

export function isDayFullyRestricted(date: string, restrictions: Restriction[]): boolean {
  return restrictions.some((restriction) => restriction.date === date && isFullDayRestriction(restriction.timeSlot))
}

/** The restriction blocking this slot (the whole day, or the slot by label or start), if any. */
export function slotRestriction(date: string, slotStart: string, restrictions: Restriction[]): Restriction | null {
  return (
    restrictions.find(
      (restriction) =>
        restriction.date === date && (isFullDayRestriction(restriction.timeSlot) || parseSlotInput(restriction.timeSlot) === slotStart),
    ) ?? null
  )
}

export function placesLeft(capacity: number, occupiedChildren: number): number {
  return Math.max(0, capacity - occupiedChildren)
}

/** The badge a slot wears: blocked and past win over the count; low is at or under the threshold. */
export function slotState(input: { blocked: boolean; past: boolean; placesLeft: number; lowThreshold: number }): SlotState {
  if (input.blocked) return 'blocked'
  if (input.past) return 'past'
  if (input.placesLeft <= 0) return 'full'
  return input.placesLeft <= input.lowThreshold ? 'low' : 'available'
}
