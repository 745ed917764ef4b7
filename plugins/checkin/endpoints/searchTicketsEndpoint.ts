import type { Endpoint } from 'payload'
import { findPartiesAtTheDoor } from '@plugins/inquiries'
import { hitRateLimit } from '@plugins/verification'
import { readJsonBody } from '@/lib/http/requestBody'
import { actorKey } from '../access/kioskActor'
import { noQuerySchema, ticketSearchSchema } from '../domain/kioskSchemas'
import { searchTickets } from '../operations/searchTickets'
import type { SanitizedCheckinOptions } from '../types'
import { noStore, requireKiosk } from './kioskHttp'

export const NO_TICKETS_MESSAGE = 'No unredeemed tickets found with that name. Please check the spelling or contact staff.'

/** POST /api/check-in/search-all-tickets { customerName }: a name (any part) or a booking reference; today's parties beside the tickets. */
export const searchTicketsEndpoint = (options: SanitizedCheckinOptions): Endpoint => ({
  path: '/check-in/search-all-tickets',
  method: 'post',
  custom: { bodySchema: ticketSearchSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireKiosk(req)
    if (!actor.ok) return actor.response
    const body = await readJsonBody(req, ticketSearchSchema)
    if (!body.ok) return body.response
    const limit = await hitRateLimit(req.payload, `kiosk-search:${actorKey(actor.value)}`, options.searchLimit)
    if (!limit.allowed) {
      return Response.json(
        {
          error: {
            code: 'too_many_searches',
            message: 'Too many searches from this tablet. Please wait a minute and try again, or ask a member of staff.',
          },
        },
        { status: 429, headers: { 'retry-after': String(limit.retryAfterSeconds), ...noStore } },
      )
    }
    const tickets = await searchTickets(req, body.data.customerName)
    // Today's birthday parties by the child's or the parent's name check in as one group (issue 39).
    const parties = await findPartiesAtTheDoor(req, body.data.customerName)
    const message =
      tickets.length > 0
        ? `Found ${tickets.length} ${tickets.length === 1 ? 'ticket' : 'tickets'}`
        : parties.length > 0
          ? `Found ${parties.length} ${parties.length === 1 ? 'party' : 'parties'}`
          : NO_TICKETS_MESSAGE
    return Response.json({ success: true, tickets, parties, message }, { headers: noStore })
  },
})
