import type { Endpoint } from 'payload'
import { readJsonBody } from '@/lib/http/requestBody'
import { actorKey } from '../access/kioskActor'
import { checkInSchema, noQuerySchema } from '../domain/kioskSchemas'
import { once } from '@/lib/http/idempotentRequests'
import { checkIn } from '../operations/checkIn'
import { answer, idempotencyKeyOf, requireKiosk, visitAnswer } from './kioskHttp'

/** POST /api/check-in/check-in, with an Idempotency-Key: the family's ticks, plate and terms version. */
export const checkInEndpoint: Endpoint = {
  path: '/check-in/check-in',
  method: 'post',
  custom: { bodySchema: checkInSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireKiosk(req)
    if (!actor.ok) return actor.response
    const key = idempotencyKeyOf(req)
    if (!key.ok) return key.response
    const body = await readJsonBody(req, checkInSchema)
    if (!body.ok) return body.response
    const { checkedInAt: _browserClock, ...request } = body.data
    const result = await once(req, { actorKey: actorKey(actor.value), idempotencyKey: key.value, route: 'check-in', request }, async () => {
      const outcome = await checkIn(req, {
        bookingId: request.ticketId,
        actor: actor.value,
        waiverVersion: request.waiverVersion,
        numberPlate: request.numberPlate,
        parkingAgreed: request.cefParkingAgreed,
        idempotencyKey: key.value,
      })
      return outcome.status === 'ok' ? { status: 200, body: { success: true, ticket: outcome.ticket } } : visitAnswer(outcome)
    })
    return answer(result)
  },
}
