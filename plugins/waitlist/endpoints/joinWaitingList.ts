import type { Endpoint } from 'payload'
import { hitRateLimit } from '@plugins/verification'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { waitingListJoinSchema } from '../domain/joinSchema'
import { joinWaitingList } from '../operations/joinWaitingList'
import type { SanitizedWaitlistOptions } from '../types'

/**
 * Joins per client per hour: a family joins a few sessions; each join e-mails the address given,
 * so the call must not become a way to send our e-mails to anyone in bulk.
 */
export const JOIN_LIMIT = { limit: 10, windowSeconds: 3600 }

/**
 * POST /api/waiting-list { selectedDate, selectedTime, customerName, customerEmail, numberOfChildren }:
 * a family joins a full session's list (201). 409 `session_has_places` when the session can take
 * the children (book instead); 409 when the list is off, the session blocked or started. Public.
 */
export const joinWaitingListEndpoint = (options: SanitizedWaitlistOptions): Endpoint => ({
  path: '/waiting-list',
  method: 'post',
  custom: endpointSchemas({ body: waitingListJoinSchema }),
  handler: async (req) => {
    const limited = await hitRateLimit(req.payload, `waitlist-join:${clientKey(req.headers, options.secret)}`, JOIN_LIMIT)
    if (!limited.allowed)
      return Response.json(
        { error: { code: 'rate_limited', message: 'Too many waiting-list requests from here. Please try again later.' } },
        { status: 429, headers: { 'retry-after': String(limited.retryAfterSeconds) } },
      )
    const body = await readJsonBody(req, waitingListJoinSchema)
    if (!body.ok) return body.response
    const result = await joinWaitingList(req, options, body.data)
    switch (result.status) {
      case 'invalid':
        return jsonError(400, 'validation_failed', result.message, { [result.field]: result.message })
      case 'has_places':
        return jsonError(
          409,
          'session_has_places',
          `This session still has ${result.placesLeft === 1 ? '1 place' : `${result.placesLeft} places`}: please book it instead.`,
        )
      case 'unavailable':
        return jsonError(409, result.code, result.message)
      case 'joined':
        return Response.json(
          {
            joined: true,
            date: result.entry.date,
            slotStart: result.entry.slotStart,
            slotLabel: result.entry.slotLabel,
            numberOfChildren: result.entry.children,
          },
          { status: 201, headers: { 'cache-control': 'no-store' } },
        )
    }
  },
})
