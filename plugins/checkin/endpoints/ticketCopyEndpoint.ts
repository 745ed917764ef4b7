import type { Endpoint } from 'payload'
import { noQuerySchema } from '../domain/kioskSchemas'
import type { TicketCopyAnswer } from '../domain/offlineSyncAnswers'
import { todaysTickets } from '../operations/searchTickets'
import { noStore, requireUnrevokedKiosk } from './kioskHttp'

/**
 * GET /api/check-in/todays-tickets: every ticket of today with the search's fields (never an
 * e-mail or phone), for the door tablet to search while the network is down (ADR 0030). A revoked
 * tablet gets 403 `kiosk_device_revoked` and wipes the copy it holds.
 */
export const ticketCopyEndpoint: Endpoint = {
  path: '/check-in/todays-tickets',
  method: 'get',
  custom: { querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireUnrevokedKiosk(req)
    if (!actor.ok) return actor.response
    const now = new Date()
    const { day, tickets } = await todaysTickets(req, now)
    return Response.json({ day, generatedAt: now.toISOString(), tickets } satisfies TicketCopyAnswer, { headers: noStore })
  },
}
