import { minutesOfDay } from '@/fields/validators'
import { addBusinessDays } from '@/lib/time/businessDate'
import {
  bookingWindow,
  isFullDayRestriction,
  parseSlotInput,
  parseSlotRange,
  timeFromMinutes,
  type ScheduleSpecialDay,
} from '@plugins/booking/contract'

/** A party time slot as the CMS lists it ('12:00 PM - 2:00 PM'), with its times as HH:mm. */
export type PartySlot = { label: string; start: string; end: string }

/** Why a party slot cannot be offered; null when it is free. */
export type PartySlotTaken = 'past' | 'outside_window' | 'closed' | 'event' | 'hours' | 'blocked' | 'party'

export type PartySlotState = PartySlot & { free: boolean; takenBy: PartySlotTaken | null }

/** Everything the party calendar depends on, for a range of dates. */
export type PartyCalendarFacts = {
  today: string
  /** The venue's wall-clock time now, HH:mm: a slot already started today is not offered. */
  timeNow: string
  bookingWindowMonths: number
  sessionLengthMinutes: number
  specialDays: ScheduleSpecialDay[]
  restrictions: { date: string; timeSlot: string }[]
  /** Confirmed parties (one party room: a party takes every party slot it overlaps). */
  parties: { date: string; start: string; end: string }[]
}

export type Availability = 'available' | 'partial' | 'unavailable'

export type AlternativeDate = { date: string; availableSlots: PartySlot[] }

/** The CMS's party time slot labels as slots; a label that is not two times is left out. */
export function partySlotsFromLabels(labels: string[]): PartySlot[] {
  return labels.flatMap((label) => {
    const range = parseSlotRange(label)
    return range ? [{ label: label.trim(), ...range }] : []
  })
}

const overlaps = (a: { start: string; end: string }, b: { start: string; end: string }) =>
  minutesOfDay(a.start) < minutesOfDay(b.end) && minutesOfDay(b.start) < minutesOfDay(a.end)

/** A restriction's hours: its range, or its start plus one session's length. */
function restrictionRange(timeSlot: string, sessionLengthMinutes: number): { start: string; end: string } | null {
  const range = parseSlotRange(timeSlot)
  if (range) return range
  const start = parseSlotInput(timeSlot)
  return start ? { start, end: timeFromMinutes(minutesOfDay(start) + sessionLengthMinutes) } : null
}

function takenBy(date: string, slot: PartySlot, facts: PartyCalendarFacts): PartySlotTaken | null {
  if (date < facts.today || (date === facts.today && minutesOfDay(slot.start) <= minutesOfDay(facts.timeNow))) return 'past'
  if (date > bookingWindow(facts.today, facts.bookingWindowMonths).last) return 'outside_window'
  const special = facts.specialDays.find((day) => day.date === date)
  if (special?.closed) return 'closed'
  if (special?.event?.title?.trim() && (special.event.slots?.length ?? 0) > 0) return 'event'
  if (special?.opensAt && minutesOfDay(slot.start) < minutesOfDay(special.opensAt)) return 'hours'
  if (special?.closesAt && minutesOfDay(slot.end) > minutesOfDay(special.closesAt)) return 'hours'
  const dayRestrictions = facts.restrictions.filter((restriction) => restriction.date === date)
  if (
    dayRestrictions.some((restriction) => {
      if (isFullDayRestriction(restriction.timeSlot)) return true
      const range = restrictionRange(restriction.timeSlot, facts.sessionLengthMinutes)
      return range !== null && overlaps(range, slot)
    })
  ) {
    return 'blocked'
  }
  if (facts.parties.some((party) => party.date === date && overlaps(party, slot))) return 'party'
  return null
}

/** Each party slot of one date, free or taken and by what. */
export function partySlotStates(date: string, slots: PartySlot[], facts: PartyCalendarFacts): PartySlotState[] {
  return slots.map((slot) => {
    const taken = takenBy(date, slot, facts)
    return { ...slot, free: taken === null, takenBy: taken }
  })
}

/** The requested slot, matched by its times so '12:00-14:00' and '12:00 PM - 2:00 PM' are one slot. */
export function findPartySlot(slots: PartySlot[], requested: string): PartySlot | null {
  const range = parseSlotRange(requested)
  return slots.find((slot) => (range ? slot.start === range.start && slot.end === range.end : slot.label === requested.trim())) ?? null
}

/**
 * A party request against the day's slots: available when the requested slot is free; partial
 * when it is not but another slot that day is (those are offered); unavailable when none is.
 */
export function classifyPartyRequest(
  states: PartySlotState[],
  requested: PartySlot | null,
): { availability: Availability; availableSlots: PartySlot[] } {
  const free = states.filter((state) => state.free).map(({ label, start, end }) => ({ label, start, end }))
  if (requested && free.some((slot) => slot.start === requested.start && slot.end === requested.end))
    return { availability: 'available', availableSlots: [requested] }
  return free.length > 0 ? { availability: 'partial', availableSlots: free } : { availability: 'unavailable', availableSlots: [] }
}

/**
 * The next `count` dates after `after` (or from today, when `after` is in the past) with a free
 * party slot, up to the end of the booking window.
 */
export function alternativeDates(after: string, slots: PartySlot[], facts: PartyCalendarFacts, count = 3): AlternativeDate[] {
  const found: AlternativeDate[] = []
  if (slots.length === 0) return found
  const last = bookingWindow(facts.today, facts.bookingWindowMonths).last
  let date = after < facts.today ? facts.today : addBusinessDays(after, 1)
  for (; date <= last && found.length < count; date = addBusinessDays(date, 1)) {
    const free = partySlotStates(date, slots, facts).filter((state) => state.free)
    if (free.length > 0) found.push({ date, availableSlots: free.map(({ label, start, end }) => ({ label, start, end })) })
  }
  return found
}
