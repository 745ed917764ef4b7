import type { Endpoint } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError } from '@/lib/http/requestBody'
import { readParams, readQuery } from '@/lib/http/requestInput'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { businessDateSchema } from '@/lib/time/businessDateSchema'
import type {
  AvailabilityRangeAnswer,
  DayAvailabilityAnswer,
  DaySessionsAnswer,
  SessionAvailabilityAnswer,
} from '../domain/availabilityAnswer'
import { parseSlotInput } from '../domain/slots'
import { loadDayViews } from '../operations/dayView'
import { loadDayPlan } from '../operations/dayPlan'
import { arrivalTimesText } from '../domain/arrivalWindow'
import type { SanitizedBookingOptions } from '../types'

const businessDateParam = businessDateSchema('Use a date of the form YYYY-MM-DD')
const MAX_RANGE_DAYS = 62

const dayParams = z.object({ date: businessDateParam })
const rangeQuery = z
  .object({ from: businessDateParam, to: businessDateParam })
  .refine(({ from, to }) => from <= to, { message: '`from` must not be after `to`', path: ['to'] })
  .refine(({ from, to }) => to <= addBusinessDays(from, MAX_RANGE_DAYS - 1), {
    message: `At most ${MAX_RANGE_DAYS} days at once`,
    path: ['to'],
  })
const sessionQuery = z.object({
  date: businessDateParam,
  time: z
    .string()
    .max(40)
    .refine((value) => parseSlotInput(value) !== null, 'Use a time such as 09:30 or 9:30 AM - 11:30 AM'),
})
const dayQuery = z.object({ date: businessDateParam })

const noStore = { 'cache-control': 'no-store' }

/** GET /api/calendar/availability/{date}: the spec's per-day call. Public. */
export const dayAvailabilityEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/calendar/availability/:date',
  method: 'get',
  custom: endpointSchemas({ params: dayParams }),
  handler: async (req) => {
    const query = readParams(req, dayParams, 'invalid_query')
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now, options.waitingChildren)
    return Response.json({ available: view!.available } satisfies DayAvailabilityAnswer, { headers: noStore })
  },
})

/** GET /api/calendar/availability?from=&to=: a month for the date picker in one call. Public. */
export const rangeAvailabilityEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/calendar/availability',
  method: 'get',
  custom: endpointSchemas({ query: rangeQuery }),
  handler: async (req) => {
    const query = readQuery(req, rangeQuery, 'invalid_query')
    if (!query.ok) return query.response
    const now = new Date()
    const views = await loadDayViews(req, query.data.from, query.data.to, businessDate(now), now, options.waitingChildren)
    return Response.json(
      {
        days: views.map(({ date, available, full, restricted, isEventDay, eventTitle }) => ({
          date,
          available,
          full,
          restricted,
          isEventDay,
          eventTitle,
        })),
      } satisfies AvailabilityRangeAnswer,
      { headers: noStore },
    )
  },
})

/** GET /api/session-availability?date=&time=: one session's places (time as '09:30' or its label). Public. */
export const sessionAvailabilityEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/session-availability',
  method: 'get',
  custom: endpointSchemas({ query: sessionQuery }),
  handler: async (req) => {
    const query = readQuery(req, sessionQuery, 'invalid_query')
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now, options.waitingChildren)
    const start = parseSlotInput(query.data.time)
    const session = view!.sessions.find((candidate) => candidate.start === start)
    if (!session) return jsonError(404, 'no_such_session', 'There is no session at that time on that day')
    return Response.json(
      {
        availableSpots: session.state === 'blocked' || session.state === 'past' ? 0 : session.availableSpots,
        maxCapacity: session.capacity,
        isRestricted: session.isRestricted,
        state: session.state,
      } satisfies SessionAvailabilityAnswer,
      { headers: noStore },
    )
  },
})

/** GET /api/available-sessions?date=: the day's sessions with places left, and a flexible day's arrival times. Public. */
export const availableSessionsEndpoint = (options: SanitizedBookingOptions): Endpoint => ({
  path: '/available-sessions',
  method: 'get',
  custom: endpointSchemas({ query: dayQuery }),
  handler: async (req) => {
    const query = readQuery(req, dayQuery, 'invalid_query')
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now, options.waitingChildren)
    const { date, open, isEventDay, eventTitle, requiresSlot, defaultSlotStart, sessions } = view!
    // A flexible day's visit time in words, for pages that let a family pick a day but no session (moving a booking).
    const arrival = open && !requiresSlot ? (await loadDayPlan(req, date)).arrival : null
    const arrivalTimes = arrival ? arrivalTimesText(arrival) : null
    const arrivalWindow = arrival ? { from: arrival.from, until: arrival.until } : null
    return Response.json(
      {
        date,
        open,
        isEventDay,
        eventTitle,
        requiresSlot,
        defaultSlotStart,
        sessions,
        arrivalTimes,
        arrivalWindow,
      } satisfies DaySessionsAnswer,
      { headers: noStore },
    )
  },
})
