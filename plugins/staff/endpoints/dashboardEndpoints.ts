import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { readJsonBody } from '@/lib/http/requestBody'
import { readQuery } from '@/lib/http/requestInput'
import {
  bookingsDayQuerySchema,
  searchPaymentsSchema,
  type ActiveSessionsAnswer,
  type SearchPaymentsAnswer,
  type TodaysBookingsAnswer,
} from '../domain/staffApi'
import { partiesInsideNow } from '@plugins/inquiries'
import { activeSessions } from '../operations/activeSessions'
import { dashboardStats } from '../operations/dashboardStats'
import { needsAttention } from '../operations/needsAttention'
import { searchPayments, SEARCH_LIMIT } from '../operations/searchPayments'
import { todaysBookings } from '../operations/todaysBookings'
import { toCsv } from '../domain/bookingsCsv'
import { businessDate } from '@/lib/time/businessDate'
import { csvDownload, json, refuseUnlessRole } from './staffHttp'

const noQuery = z.object({})

/** GET /api/admin/dashboard-stats: the Overview's figures and recent activity. */
export const dashboardStatsEndpoint: Endpoint = {
  path: '/admin/dashboard-stats',
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) => refuseUnlessRole(req) ?? json(await dashboardStats(req.payload)),
}

/** GET /api/admin/needs-attention: flagged bookings and credit packs, and jobs that failed for good. */
export const needsAttentionEndpoint: Endpoint = {
  path: '/admin/needs-attention',
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) => refuseUnlessRole(req) ?? json(await needsAttention(req.payload)),
}

/** GET /api/admin/active-sessions: who is playing now. */
export const activeSessionsEndpoint: Endpoint = {
  path: '/admin/active-sessions',
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) =>
    refuseUnlessRole(req) ??
    json({ success: true, activeSessions: await activeSessions(req), parties: await partiesInsideNow(req) } satisfies ActiveSessionsAnswer),
}

/** The staff check and the `?date=` both bookings-of-a-day calls take: today unless a day is asked for. */
function readBookingsDay(req: PayloadRequest): { ok: true; now: Date; today: string; date: string } | { ok: false; response: Response } {
  const refusal = refuseUnlessRole(req)
  if (refusal) return { ok: false, response: refusal }
  const query = readQuery(req, bookingsDayQuerySchema)
  if (!query.ok) return { ok: false, response: query.response }
  const now = new Date()
  const today = businessDate(now)
  return { ok: true, now, today, date: query.data.date ?? today }
}

/** GET /api/admin/todays-bookings[?date=YYYY-MM-DD]: today's bookings, or another day's (yesterday's no-shows). */
export const todaysBookingsEndpoint: Endpoint = {
  path: '/admin/todays-bookings',
  method: 'get',
  custom: endpointSchemas({ query: bookingsDayQuerySchema }),
  handler: async (req) => {
    const day = readBookingsDay(req)
    if (!day.ok) return day.response
    const { now, today, date } = day
    return json({ date, today, bookings: await todaysBookings(req, now, date) } satisfies TodaysBookingsAnswer)
  },
}

/** GET /api/admin/todays-bookings/export[?date=]: the same rows as a CSV download (the Overview's quick action). */
export const todaysBookingsExportEndpoint: Endpoint = {
  path: '/admin/todays-bookings/export',
  method: 'get',
  custom: endpointSchemas({ query: bookingsDayQuerySchema }),
  handler: async (req) => {
    const day = readBookingsDay(req)
    if (!day.ok) return day.response
    const { now, date } = day
    return csvDownload(toCsv(await todaysBookings(req, now, date)), `bookings-${date}.csv`)
  },
}

/** POST /api/admin/search-payments { searchTerm }. */
export const searchPaymentsEndpoint: Endpoint = {
  path: '/admin/search-payments',
  method: 'post',
  custom: endpointSchemas({ body: searchPaymentsSchema, query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const body = await readJsonBody(req, searchPaymentsSchema)
    if (!body.ok) return body.response
    const payments = await searchPayments(req.payload, body.data.searchTerm)
    const count = payments.length
    const message =
      count === 0
        ? `No payments found for "${body.data.searchTerm}"`
        : `Found ${count}${count === SEARCH_LIMIT ? ' (the newest 50)' : ''} payment${count === 1 ? '' : 's'}`
    return json({ success: true, payments, message } satisfies SearchPaymentsAnswer)
  },
}
