import type { Endpoint } from 'payload'
import { z } from 'zod'
import { validateBusinessDate } from '@/fields/validators'
import { jsonError } from '@/lib/http/requestBody'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { parseSlotInput } from '../domain/slots'
import { loadDayViews } from '../operations/dayView'

const businessDateParam = z.string().refine((value) => validateBusinessDate(value) === true, 'Use a date of the form YYYY-MM-DD')
const MAX_RANGE_DAYS = 62

function parseQuery<T extends z.ZodType>(schema: T, query: unknown): { ok: true; data: z.infer<T> } | { ok: false; response: Response } {
  const parsed = schema.safeParse(query)
  if (parsed.success) return { ok: true, data: parsed.data }
  const fields = Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.') || '_', issue.message]))
  return { ok: false, response: jsonError(400, 'invalid_query', Object.values(fields)[0] ?? 'Invalid query', fields) }
}

const noStore = { 'cache-control': 'no-store' }

/** GET /api/calendar/availability/{date}: the spec's per-day call. Public. */
export const dayAvailabilityEndpoint: Endpoint = {
  path: '/calendar/availability/:date',
  method: 'get',
  handler: async (req) => {
    const query = parseQuery(z.object({ date: businessDateParam }), req.routeParams)
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now)
    return Response.json({ available: view!.available }, { headers: noStore })
  },
}

/** GET /api/calendar/availability?from=&to=: a month for the date picker in one call. Public. */
export const rangeAvailabilityEndpoint: Endpoint = {
  path: '/calendar/availability',
  method: 'get',
  handler: async (req) => {
    const query = parseQuery(
      z
        .object({ from: businessDateParam, to: businessDateParam })
        .refine(({ from, to }) => from <= to, { message: '`from` must not be after `to`', path: ['to'] })
        .refine(({ from, to }) => to <= addBusinessDays(from, MAX_RANGE_DAYS - 1), { message: `At most ${MAX_RANGE_DAYS} days at once`, path: ['to'] }),
      req.query,
    )
    if (!query.ok) return query.response
    const now = new Date()
    const views = await loadDayViews(req, query.data.from, query.data.to, businessDate(now), now)
    return Response.json(
      { days: views.map(({ date, available, restricted, isEventDay, eventTitle }) => ({ date, available, restricted, isEventDay, eventTitle })) },
      { headers: noStore },
    )
  },
}

/** GET /api/session-availability?date=&time=: one session's places (time as '09:30' or its label). Public. */
export const sessionAvailabilityEndpoint: Endpoint = {
  path: '/session-availability',
  method: 'get',
  handler: async (req) => {
    const query = parseQuery(z.object({ date: businessDateParam, time: z.string().max(40).refine((value) => parseSlotInput(value) !== null, 'Use a time such as 09:30 or 9:30 AM - 11:30 AM') }), req.query)
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now)
    const start = parseSlotInput(query.data.time)
    const session = view!.sessions.find((candidate) => candidate.start === start)
    if (!session) return jsonError(404, 'no_such_session', 'There is no session at that time on that day')
    return Response.json(
      { availableSpots: session.state === 'blocked' || session.state === 'past' ? 0 : session.availableSpots, maxCapacity: session.capacity, isRestricted: session.isRestricted, state: session.state },
      { headers: noStore },
    )
  },
}

/** GET /api/available-sessions?date=: the day's sessions with places left. Public. */
export const availableSessionsEndpoint: Endpoint = {
  path: '/available-sessions',
  method: 'get',
  handler: async (req) => {
    const query = parseQuery(z.object({ date: businessDateParam }), req.query)
    if (!query.ok) return query.response
    const now = new Date()
    const [view] = await loadDayViews(req, query.data.date, query.data.date, businessDate(now), now)
    const { date, open, isEventDay, eventTitle, requiresSlot, defaultSlotStart, sessions } = view!
    return Response.json({ date, open, isEventDay, eventTitle, requiresSlot, defaultSlotStart, sessions }, { headers: noStore })
  },
}
