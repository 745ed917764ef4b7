import { minutesOfDay } from '@/fields/validators'
import { slotLabel, timeFromMinutes } from './slots'

export type ScheduleSettings = { slots: { start: string }[]; sessionLengthMinutes: number; capacityPerSlot: number }

export type ScheduleSpecialDay = {
  date: string
  closed?: boolean | null
  opensAt?: string | null
  closesAt?: string | null
  event?: {
    title?: string | null
    slots?: { start: string; end: string; capacity: number }[] | null
    defaultSlotStart?: string | null
  } | null
}

export type ScheduledSlot = { start: string; end: string; label: string; capacity: number }

export type DaySchedule = {
  date: string
  open: boolean
  isEventDay: boolean
  eventTitle: string | null
  /** Event days sell timed slots: the family must choose one. */
  requiresSlot: boolean
  defaultSlotStart: string | null
  slots: ScheduledSlot[]
}

/**
 * The slots of one business date. A normal day has the settings' slots with their capacity. A
 * special day that is closed has none; one with its own hours keeps the normal slots that start
 * within them (opening inclusive, closing exclusive). An event day has its own timed slots and
 * capacities instead.
 */
export function daySchedule(date: string, settings: ScheduleSettings, specialDay?: ScheduleSpecialDay | null): DaySchedule {
  const base = { date, isEventDay: false, eventTitle: null, requiresSlot: false, defaultSlotStart: null }
  if (specialDay?.closed) return { ...base, open: false, slots: [] }

  const eventTitle = specialDay?.event?.title?.trim()
  const eventSlots = specialDay?.event?.slots ?? []
  if (eventTitle && eventSlots.length > 0) {
    const slots = [...eventSlots]
      .sort((a, b) => minutesOfDay(a.start) - minutesOfDay(b.start))
      .map(({ start, end, capacity }) => ({ start, end, label: slotLabel(start, end), capacity }))
    return {
      date,
      open: true,
      isEventDay: true,
      eventTitle,
      requiresSlot: true,
      defaultSlotStart: specialDay?.event?.defaultSlotStart ?? null,
      slots,
    }
  }

  const opens = specialDay?.opensAt ? minutesOfDay(specialDay.opensAt) : null
  const closes = specialDay?.closesAt ? minutesOfDay(specialDay.closesAt) : null
  const slots = [...settings.slots]
    .map(({ start }) => start)
    .filter((start) => (opens === null || minutesOfDay(start) >= opens) && (closes === null || minutesOfDay(start) < closes))
    .sort((a, b) => minutesOfDay(a) - minutesOfDay(b))
    .map((start) => {
      const end = timeFromMinutes(minutesOfDay(start) + settings.sessionLengthMinutes)
      return { start, end, label: slotLabel(start, end), capacity: settings.capacityPerSlot }
    })
  return { ...base, eventTitle: eventTitle || null, open: slots.length > 0, slots }
}
