import type { Endpoint } from 'payload'
import { readJsonBody } from '@/lib/http/requestBody'
import { actorKey } from '../access/kioskActor'
import { checkOutSchema, noQuerySchema } from '../domain/kioskSchemas'
import { checkOut } from '../operations/checkOut'
import { once } from '@/lib/http/idempotentRequests'
import { answer, idempotencyKeyOf, requireKiosk, visitAnswer } from './kioskHttp'

/** POST /api/check-in/check-out, with an Idempotency-Key. */
export const checkOutEndpoint: Endpoint = {
  path: '/check-in/check-out',
  method: 'post',
  custom: { bodySchema: checkOutSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireKiosk(req)
    if (!actor.ok) return actor.response
    const key = idempotencyKeyOf(req)
    if (!key.ok) return key.response
    const body = await readJsonBody(req, checkOutSchema)
    if (!body.ok) return body.response
    const { checkedOutAt: _browserClock, ...request } = body.data
    const result = await once(
      req,
      { actorKey: actorKey(actor.value), idempotencyKey: key.value, route: 'check-out', request },
      async () => {
        const outcome = await checkOut(req, { bookingId: request.ticketId, actor: actor.value, idempotencyKey: key.value })
        return outcome.status === 'ok' ? { status: 200, body: { success: true, ticket: outcome.ticket } } : visitAnswer(outcome)
      },
    )
    return answer(result)
  },
}
