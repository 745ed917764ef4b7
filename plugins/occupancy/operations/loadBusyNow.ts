import type { PayloadRequest } from 'payload'
import {
  buildDayPlan,
  checkedInBookings,
  checkInTimes,
  childrenStillToCome,
  loadDays,
  loadDayViews,
  twelveHour,
  type DayPlan,
} from '@plugins/booking'
import { visitEndsAt } from '@plugins/checkin'
import { partiesInsideNow } from '@plugins/inquiries'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { BUSY_NOW_MESSAGES, type BusyNowAnswer, type BusyNowReason } from '../domain/busyNowAnswer'
import { busyLevel, fillTemplate } from '../domain/busyLine'
import { expectedOccupancy, venueMinute, type InsideNow } from '../domain/expectedOccupancy'
import { sanitizeOptions } from '../sanitizeOptions'
import type { OccupancyPluginOptions, SanitizedOccupancyOptions } from '../types'
import { loadBusySettings } from './loadBusySettings'

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

/** Why today has no live figure, from its plan and the clock, or null when it has one. */
export function noFigureReason(plan: DayPlan, now: Date): BusyNowReason | null {
  if (!plan.open || plan.sessions.every((session) => session.blocked)) return 'closed'
  if (!plan.arrival) return 'event_day'
  // Check-in is open until the end of the window's last minute.
  return venueMinute(now, plan.date) >= minutesOf(plan.arrival.until) + 1 ? 'arrivals_over' : null
}

/** Who is inside now and until when: the Checked In tab's bookings (play from check-in) and parties (until their slot ends). */
async function insideNow(req: PayloadRequest, plan: DayPlan, now: Date): Promise<InsideNow[]> {
  const [bookings, parties] = await Promise.all([checkedInBookings(req), partiesInsideNow(req, now)])
  return [
    ...bookings.map((booking) => ({ children: booking.children, playsUntil: visitEndsAt(booking, plan.sessionLengthMinutes) })),
    ...parties.map((party) => ({ children: party.checkedIn?.children ?? 0, playsUntil: new Date(party.endsAt) })),
  ]
}

/**
 * Today's figures, read afresh (about 14 bounded queries): the day's plan and the same weekday's
 * past normal days from the CMS, places free as the public availability counts them (waiting
 * lists included), who is inside, who is still to come, and past days' check-in times. Only
 * counts and times leave here: no names, references or e-mails.
 */
export async function loadBusyNow(
  req: PayloadRequest,
  now: Date = new Date(),
  pluginOptions: OccupancyPluginOptions | SanitizedOccupancyOptions = {},
): Promise<BusyNowAnswer> {
  const options = sanitizeOptions(pluginOptions)
  const date = businessDate(now)
  const asOf = now.toISOString()
  const none = (reason: BusyNowReason): BusyNowAnswer => ({ status: 'none', date, asOf, reason, message: BUSY_NOW_MESSAGES[reason] })
  const settings = await loadBusySettings(req.payload)
  if (!settings.enabled) return none('off')

  const pastDates = Array.from({ length: options.historyWeeks }, (_, week) => addBusinessDays(date, -7 * (week + 1)))
  const days = await loadDays(req, pastDates.at(-1) ?? date, date)
  const plan = buildDayPlan(date, days)
  const reason = noFigureReason(plan, now)
  if (reason || !plan.arrival) return none(reason ?? 'event_day')
  const arrival = plan.arrival

  // Past days count only when they were normal open days too (not closed, not an event day).
  const normalPastDates = pastDates.filter((past) => buildDayPlan(past, days).arrival !== null)
  const [views, inside, stillToCome, pastArrivals] = await Promise.all([
    loadDayViews(req, date, date, date, now, options.waitingChildren),
    insideNow(req, plan, now),
    childrenStillToCome(req.payload, date),
    checkInTimes(req.payload, normalPastDates),
  ])
  const sessions = views[0]?.sessions ?? []
  const placesFree = sessions
    .filter((session) => session.state !== 'blocked' && session.state !== 'past')
    .reduce((sum, session) => sum + session.availableSpots, 0)
  const capacity = Math.max(0, ...plan.sessions.filter((session) => !session.blocked).map((session) => session.capacity))
  const childrenPlaying = inside.reduce((sum, group) => sum + group.children, 0)
  const level = busyLevel({ childrenPlaying, capacity, placesFree }, settings)
  const beforeOpening = venueMinute(now, date) < minutesOf(arrival.from) - plan.arriveEarlyMinutes
  const labels = { from: twelveHour(arrival.from), until: twelveHour(arrival.until) }
  const line = fillTemplate(beforeOpening ? settings.beforeOpeningTemplate : settings.lineTemplate, {
    level: settings.labels[level],
    children: childrenPlaying,
    places: placesFree,
    ...labels,
  })
  const points = expectedOccupancy({ now, date, arrival, inside, stillToCome, pastArrivals })
  return {
    status: 'live',
    date,
    asOf,
    heading: settings.heading,
    level,
    levelLabel: settings.labels[level],
    line,
    childrenPlaying,
    placesFree,
    capacity,
    arrival: { from: arrival.from, until: arrival.until, fromLabel: labels.from, untilLabel: labels.until },
    beforeOpening,
    chart: { heading: settings.chartHeading, points: points.map((point) => ({ ...point, label: twelveHour(point.time) })) },
  }
}

/**
 * Whether a day may show a live figure at all (an open normal day, switched on) and until when,
 * with the section's heading: read from the CMS alone, never a booking, for the pages' layout.
 */
export async function busyNowToday(req: PayloadRequest, date: string): Promise<{ until: string; heading: string } | null> {
  const settings = await loadBusySettings(req.payload)
  if (!settings.enabled) return null
  const plan = buildDayPlan(date, await loadDays(req, date, date))
  if (!plan.open || !plan.arrival || plan.sessions.every((session) => session.blocked)) return null
  return { until: plan.arrival.until, heading: settings.heading }
}
