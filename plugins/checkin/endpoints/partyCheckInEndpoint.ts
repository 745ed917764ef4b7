import type { Endpoint } from 'payload'
import { checkInParty, partyCheckInSchema, type PartyCheckInAnswer } from '@plugins/inquiries'
import { once } from '@/lib/http/idempotentRequests'
import { readJsonBody } from '@/lib/http/requestBody'
import { actorKey } from '../access/kioskActor'
import { noQuerySchema } from '../domain/kioskSchemas'
import { answer, idempotencyKeyOf, requireUnrevokedKiosk } from './kioskHttp'

/**
 * POST /api/check-in/party-check-in { partyId, children, adults }, with an Idempotency-Key: a
 * birthday party checks in at the door as one group with its head count (issue 39, part 5). The
 * party plugin checks it once under the party's lock; a party found in the kiosk's search.
 */
export const partyCheckInEndpoint: Endpoint = {
  path: '/check-in/party-check-in',
  method: 'post',
  custom: { bodySchema: partyCheckInSchema, querySchema: noQuerySchema },
  handler: async (req) => {
    const actor = await requireUnrevokedKiosk(req)
    if (!actor.ok) return actor.response
    const key = idempotencyKeyOf(req)
    if (!key.ok) return key.response
    const body = await readJsonBody(req, partyCheckInSchema)
    if (!body.ok) return body.response
    const result = await once(
      req,
      { actorKey: actorKey(actor.value), idempotencyKey: key.value, route: 'party-check-in', request: body.data },
      async () => {
        const outcome = await checkInParty(req, body.data)
        if (outcome.status === 'not_found')
          return {
            status: 404,
            body: { error: { code: 'party_not_found', message: 'We could not find that party. Please see a member of staff.' } },
          }
        if (outcome.status === 'refused') return { status: 409, body: { error: { code: outcome.code, message: outcome.message } } }
        const { party } = outcome
        const inside = party.checkedIn ? party.checkedIn.children + party.checkedIn.adults : 0
        const reply: PartyCheckInAnswer = {
          success: true,
          party,
          alreadyCheckedIn: outcome.status === 'already',
          message:
            outcome.status === 'already'
              ? `${party.childName || 'This'}'s party is already checked in (${inside} guests).`
              : `Welcome to ${party.childName || 'the'}'s party! ${inside} guests checked in.`,
        }
        return { status: 200, body: reply }
      },
    )
    return answer(result)
  },
}
