import type { Endpoint } from 'payload'
import { z } from 'zod'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { readQuery } from '@/lib/http/requestInput'
import type { BusyNowAnswer } from '../domain/busyNowAnswer'
import { readBusyNow } from '../operations/busyNowCache'
import type { SanitizedOccupancyOptions } from '../types'

const noQuery = z.object({})

/**
 * GET /api/busy-now: how busy it is now and the expected children inside for the rest of today.
 * Public, the same answer for everyone, from the instance's shared read: browsers and a CDN may
 * keep it for what is left of that read's life, so nobody sees figures older than one read's.
 */
export const busyNowEndpoint = (options: SanitizedOccupancyOptions): Endpoint => ({
  path: '/busy-now',
  method: 'get',
  custom: endpointSchemas({ query: noQuery }),
  handler: async (req) => {
    const query = readQuery(req, noQuery, 'invalid_query')
    if (!query.ok) return query.response
    const { value, ageMs } = await readBusyNow(req, options)
    const seconds = Math.max(1, Math.ceil((options.ttlMs - ageMs) / 1000))
    return Response.json(value satisfies BusyNowAnswer, {
      headers: { 'cache-control': `public, max-age=${seconds}, s-maxage=${seconds}` },
    })
  },
})
