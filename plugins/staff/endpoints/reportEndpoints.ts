import type { Endpoint, PayloadRequest } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { readQuery } from '@/lib/http/requestInput'
import { bookingsReportCsv, paymentsReportCsv } from '../domain/reportCsv'
import { reportRangeSchema } from '../domain/staffApi'
import { reportBookings } from '../operations/reportBookings'
import { reportPayments } from '../operations/reportPayments'
import { reportSummary } from '../operations/reportSummary'
import { csvDownload, json, refuseUnlessRole } from './staffHttp'

type Range = { from: string; to: string }

/** Reports are for admins (the manager and the accountant): the role, then the range. */
function readRange(req: PayloadRequest): { ok: true; range: Range } | { ok: false; response: Response } {
  const refusal = refuseUnlessRole(req, ['admin'])
  if (refusal) return { ok: false, response: refusal }
  const query = readQuery(req, reportRangeSchema)
  return query.ok ? { ok: true, range: query.data } : { ok: false, response: query.response }
}

const fileName = (name: string, range: Range) => `${name}-${range.from}-to-${range.to}.csv`

/** GET /api/admin/reports/summary?from=&to=: a date range's figures per day, week and month. */
export const reportSummaryEndpoint: Endpoint = {
  path: '/admin/reports/summary',
  method: 'get',
  custom: endpointSchemas({ query: reportRangeSchema }),
  handler: async (req) => {
    const read = readRange(req)
    return read.ok ? json(await reportSummary(req.payload, read.range.from, read.range.to)) : read.response
  },
}

/** GET /api/admin/reports/bookings.csv?from=&to=: every booking for a session in the range. */
export const reportBookingsCsvEndpoint: Endpoint = {
  path: '/admin/reports/bookings.csv',
  method: 'get',
  custom: endpointSchemas({ query: reportRangeSchema }),
  handler: async (req) => {
    const read = readRange(req)
    if (!read.ok) return read.response
    const rows = await reportBookings(req.payload, read.range.from, read.range.to)
    return csvDownload(bookingsReportCsv(rows), fileName('bookings', read.range))
  },
}

/** GET /api/admin/reports/payments.csv?from=&to=: every payment and refund whose money moved in the range. */
export const reportPaymentsCsvEndpoint: Endpoint = {
  path: '/admin/reports/payments.csv',
  method: 'get',
  custom: endpointSchemas({ query: reportRangeSchema }),
  handler: async (req) => {
    const read = readRange(req)
    if (!read.ok) return read.response
    const rows = await reportPayments(req.payload, read.range.from, read.range.to)
    return csvDownload(paymentsReportCsv(rows), fileName('payments', read.range))
  },
}
