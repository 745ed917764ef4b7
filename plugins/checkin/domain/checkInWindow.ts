import { TZDate } from '@date-fns/tz'
import { format, parseISO } from 'date-fns'
import { businessDate, VENUE_TIME_ZONE, venueInstant } from '@/lib/time/businessDate'
import type { VisitRefusal } from './visitRules'

export type SlotTimes = { date: string; slotStart: string; slotEnd: string; slotLabel: string }

/** From `opensMinutesBefore` before the session starts until it ends, as instants on the venue's clock. */
export function checkInWindow(slot: SlotTimes, opensMinutesBefore: number): { opensAt: Date; closesAt: Date } {
  const start = venueInstant(slot.date, slot.slotStart)
  let closesAt = venueInstant(slot.date, slot.slotEnd)
  // A session that runs past midnight ends on the next day.
  if (closesAt <= start) closesAt = new Date(closesAt.getTime() + 24 * 3_600_000)
  return { opensAt: new Date(start.getTime() - opensMinutesBefore * 60_000), closesAt }
}

const dayName = (date: string) => format(parseISO(date), 'EEEE d MMMM')
const clock = (instant: Date) => format(new TZDate(instant, VENUE_TIME_ZONE), 'h:mm a')

/**
 * Whether a ticket may be checked in at `now`: inside its window, on the venue's clock (so
 * midnight and the clock changes fall where a family expects). Answers the refusal otherwise.
 */
export function checkInTiming(slot: SlotTimes, opensMinutesBefore: number, now: Date): VisitRefusal | null {
  const { opensAt, closesAt } = checkInWindow(slot, opensMinutesBefore)
  if (now >= opensAt && now < closesAt) return null
  const today = businessDate(now)
  if (slot.date > today) {
    return {
      code: 'wrong_day',
      message: `This ticket is for ${dayName(slot.date)}, not today. Please come back on the day of your booking.`,
    }
  }
  if (slot.date < today) {
    return {
      code: 'wrong_day',
      message: `This ticket was for ${dayName(slot.date)}. It can only be used on the day of the booking; please see a member of staff.`,
    }
  }
  if (now < opensAt) {
    return { code: 'too_early', message: `Check-in for the ${slot.slotLabel} session opens at ${clock(opensAt)}. Please come back then.` }
  }
  return {
    code: 'session_ended',
    message: `The ${slot.slotLabel} session has ended, so this ticket can no longer be checked in. Please see a member of staff.`,
  }
}
