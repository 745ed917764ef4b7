import { endOfMonth, format, parseISO } from 'date-fns'
import type { PayloadRequest } from 'payload'
import { loadDayViews, restrictionsBetween, slotBookings, type DayView } from '@plugins/booking'
import { confirmedParties, staffPartyOf } from '@plugins/inquiries'
import { businessDate } from '@/lib/time/businessDate'
import type { CalendarDayAnswer, CalendarMonthAnswer, CalendarSession } from '../domain/calendarApi'
import { toStaffRestriction } from '../domain/staffRestriction'

const sessionsOf = (view: DayView): CalendarSession[] =>
  view.sessions.map(({ start, end, label, capacity, availableSpots, isRestricted, state }) => ({
    start,
    end,
    label,
    capacity,
    booked: Math.max(0, capacity - availableSpots),
    isRestricted,
    state,
  }))

function specialNote(
  view: DayView,
  special: { label?: string | null; closed?: boolean | null; opensAt?: string | null; closesAt?: string | null } | undefined,
): string | null {
  if (!special) return null
  const label = special.label ? `: ${special.label}` : ''
  if (special.closed) return `Closed${label}`
  if (view.isEventDay) return `Event: ${view.eventTitle}`
  if (special.opensAt || special.closesAt) return `Hours ${special.opensAt ?? 'usual'}–${special.closesAt ?? 'usual'}${label}`
  return special.label ?? view.eventTitle ?? null
}

/** Every day of a month for the Booking Calendar: the booking engine's range read, plus blocks and confirmed parties. */
export async function calendarMonth(req: PayloadRequest, month: string, now: Date = new Date()): Promise<CalendarMonthAnswer> {
  const from = `${month}-01`
  const to = format(endOfMonth(parseISO(from)), 'yyyy-MM-dd')
  const today = businessDate(now)
  const inRange = { and: [{ date: { greater_than_equal: from } }, { date: { less_than_equal: to } }] }
  const views = await loadDayViews(req, from, to, today, now)
  const restrictions = await restrictionsBetween(req, from, to)
  const specialDays = await req.payload.find({
    collection: 'special-days',
    where: inRange,
    limit: 400,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const parties = await confirmedParties(req, from, to)
  return {
    month,
    today,
    days: views.map((view) => ({
      date: view.date,
      open: view.open,
      available: view.available,
      isEventDay: view.isEventDay,
      eventTitle: view.eventTitle,
      special: specialNote(
        view,
        specialDays.docs.find((day) => day.date === view.date),
      ),
      sessions: sessionsOf(view),
      restrictions: restrictions.filter((restriction) => restriction.date === view.date).map(toStaffRestriction),
      parties: parties.filter((party) => party.date === view.date).map(staffPartyOf),
    })),
  }
}

/** One day's sessions with the bookings in each, when staff open a day. */
export async function calendarDay(req: PayloadRequest, date: string, now: Date = new Date()): Promise<CalendarDayAnswer> {
  const [view] = await loadDayViews(req, date, date, businessDate(now), now)
  const bookings = await slotBookings(req, date, 'all')
  return {
    date,
    sessions: sessionsOf(view!).map((session) => ({
      ...session,
      bookings: bookings
        .filter((booking) => booking.slotStart === session.start)
        .map(({ id, reference, customerName, children, adults, status, checkedIn }) => ({
          id,
          reference,
          customerName,
          children,
          adults,
          status,
          checkedIn,
        })),
    })),
  }
}
