import type { Endpoint } from 'payload'
import { blockSlot, unblockSlot, upcomingRestrictions } from '@plugins/booking'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams, readQuery } from '@/lib/http/requestInput'
import { blockSlotSchema, type RestrictionsAnswer } from '../domain/restrictionApi'
import { calendarDayQuery, calendarMonthQuery } from '../domain/calendarApi'
import { calendarDay, calendarMonth } from '../operations/calendar'
import { toStaffRestriction } from '../domain/staffRestriction'
import { json, refuseUnlessRole } from './staffHttp'

const noQuery = z.object({})
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

/** GET /api/admin/session-restrictions: blocks from today on. */
export const listRestrictionsEndpoint: Endpoint = {
  path: '/admin/session-restrictions',
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) =>
    refuseUnlessRole(req) ?? json({ restrictions: (await upcomingRestrictions(req)).map(toStaffRestriction) } satisfies RestrictionsAnswer),
}

/** POST /api/admin/session-restrictions { date, timeSlot, reason, description?, confirmAffected? }. */
export const blockSlotEndpoint: Endpoint = {
  path: '/admin/session-restrictions',
  method: 'post',
  custom: endpointSchemas({ body: blockSlotSchema, query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const body = await readJsonBody(req, blockSlotSchema)
    if (!body.ok) return body.response
    const result = await blockSlot(req, body.data)
    switch (result.status) {
      case 'invalid':
        return jsonError(400, 'validation_failed', result.message, { [result.field]: result.message })
      case 'already_blocked':
        return jsonError(409, 'already_blocked', result.message)
      case 'has_bookings':
        return json({ error: { code: 'has_bookings', message: result.message, bookings: result.bookings } }, 409)
      case 'blocked':
        return json({ success: true, restriction: toStaffRestriction(result.restriction) }, 201)
    }
  },
}

/** DELETE /api/admin/session-restrictions/:id. */
export const unblockSlotEndpoint: Endpoint = {
  path: '/admin/session-restrictions/:id',
  method: 'delete',
  custom: endpointSchemas({ params, query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const parsed = readParams(req, params)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'The restriction id must be a number')
    return (await unblockSlot(req, parsed.data.id)) ? json({ success: true }) : jsonError(404, 'not_found', 'No such restriction')
  },
}

/** GET /api/admin/calendar?month=YYYY-MM: the Booking Calendar's month in one read. */
export const calendarMonthEndpoint: Endpoint = {
  path: '/admin/calendar',
  method: 'get',
  custom: endpointSchemas({ query: calendarMonthQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const query = readQuery(req, calendarMonthQuery, 'invalid_query')
    if (!query.ok) return query.response
    return json(await calendarMonth(req, query.data.month))
  },
}

/** GET /api/admin/calendar/day?date=YYYY-MM-DD: a day's sessions with their bookings. */
export const calendarDayEndpoint: Endpoint = {
  path: '/admin/calendar/day',
  method: 'get',
  custom: endpointSchemas({ query: calendarDayQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const query = readQuery(req, calendarDayQuery, 'invalid_query')
    if (!query.ok) return query.response
    return json(await calendarDay(req, query.data.date))
  },
}
