import type { Endpoint } from 'payload'
import { readJsonBody } from '@/lib/http/requestBody'
import { actorKey } from '../access/kioskActor'
import { noQuerySchema, walkInSchema } from '../domain/kioskSchemas'
import { createWalkIn } from '../operations/createWalkIn'
import { once } from '@/lib/http/idempotentRequests'
import { answer, idempotencyKeyOf, requireKiosk, visitAnswer } from './kioskHttp'

/** POST /api/check-in/walk-in, with an Idempotency-Key: 'New Customer - Paid In Store', checked in at once. */
export const walkInEndpoint: Endpoint = {
  path: '/check-in/walk-in',
  method: 'post',
  custom: { bodySchema: walkInSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireKiosk(req)
    if (!actor.ok) return actor.response
    const key = idempotencyKeyOf(req)
    if (!key.ok) return key.response
    const body = await readJsonBody(req, walkInSchema)
    if (!body.ok) return body.response
    const request = body.data
    const result = await once(req, { actorKey: actorKey(actor.value), idempotencyKey: key.value, route: 'walk-in', request }, async () => {
      const outcome = await createWalkIn(req, {
        customerName: request.customerName,
        children: request.numberOfChildren,
        adults: request.numberOfAdults,
        slotStart: request.slotStart,
        amountPaidPence: request.amountPaid,
        waiverVersion: request.waiverVersion,
        numberPlate: request.numberPlate,
        actor: actor.value,
        idempotencyKey: key.value,
      })
      return outcome.status === 'ok' ? { status: 201, body: { success: true, ticket: outcome.ticket } } : visitAnswer(outcome)
    })
    return answer(result)
  },
}
