import type { Endpoint, PayloadRequest } from 'payload'
import { purchaseStatusEndpoint } from '@plugins/payments'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readQuery } from '@/lib/http/requestInput'
import type { Party, PartyPayment } from '@/payload-types'
import { businessDate } from '@/lib/time/businessDate'
import {
  PARTY_PAGE_MESSAGES,
  cancelPartySchema,
  changePartySchema,
  partyRewardSchema,
  partyTokenQuery,
  payPartySchema,
  type PartyPaymentAnswer,
  type PartyViewAnswer,
} from '../domain/partyPageApi'
import { verifyPartyToken } from '../domain/partyToken'
import { cancelParty } from '../operations/cancelParty'
import { applyPartyReward, changeParty, type PartyChangeResult } from '../operations/changeParty'
import { partyPaymentKind } from '../operations/partyPaymentKind'
import { partyView } from '../operations/partyView'
import { preparePartyPayment } from '../operations/preparePartyPayment'
import type { PartyLinks } from '../operations/partyLinks'
import { PARTIES_SLUG } from '../types'

// Collection endpoints of parties (matched before /api/parties/:id): paths are under /api/parties. Public; the token is the key.

const noStore = { 'cache-control': 'no-store' }

/** The party a signed link names: 400 for a forged or malformed link, 410 for one past its last day. */
async function partyOfToken(req: PayloadRequest, secret: string, token: string): Promise<{ party: Party } | { response: Response }> {
  const check = verifyPartyToken(secret, token, businessDate())
  if (check.status === 'invalid') return { response: jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink) }
  if (check.status === 'expired') return { response: jsonError(410, 'link_expired', PARTY_PAGE_MESSAGES.expiredLink) }
  const party = (await req.payload.findByID({
    collection: PARTIES_SLUG,
    id: check.partyId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as Party | null
  return party ? { party } : { response: jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink) }
}

const viewAnswer = async (req: PayloadRequest, party: Party, links: PartyLinks) =>
  Response.json({ party: await partyView(req, party, links.siteUrl) } satisfies PartyViewAnswer, { headers: noStore })

function changeAnswer(req: PayloadRequest, result: PartyChangeResult, links: PartyLinks): Promise<Response> | Response {
  if (result.status === 'not_found') return jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink)
  if (result.status === 'refused') {
    const status = result.code === 'children_out_of_range' || result.code === 'reward_not_valid' ? 400 : 409
    const field: Record<string, string> | undefined =
      result.code === 'children_out_of_range'
        ? { children: result.message }
        : result.code.startsWith('reward')
          ? { code: result.message }
          : undefined
    return jsonError(status, result.code, result.message, field)
  }
  return viewAnswer(req, result.party, links)
}

export const partyPageEndpoints = (links: PartyLinks): Endpoint[] => [
  {
    path: '/view',
    method: 'get',
    custom: endpointSchemas({ query: partyTokenQuery }),
    handler: async (req) => {
      const query = readQuery(req, partyTokenQuery)
      if (!query.ok) return jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink)
      const found = await partyOfToken(req, links.secret, query.data.token)
      return 'response' in found ? found.response : viewAnswer(req, found.party, links)
    },
  },
  {
    path: '/pay',
    method: 'post',
    custom: endpointSchemas({ body: payPartySchema }),
    handler: async (req) => {
      const body = await readJsonBody(req, payPartySchema)
      if (!body.ok) return body.response
      const found = await partyOfToken(req, links.secret, body.data.token)
      if ('response' in found) return found.response
      const result = await preparePartyPayment(req, found.party.id, body.data.stage)
      if (result.status === 'not_found') return jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink)
      if (result.status === 'refused') return jsonError(409, result.code, result.message)
      if (result.status === 'payment_unavailable')
        return jsonError(
          503,
          'payment_unavailable',
          'Payments are unavailable just now. Nothing was charged; please try again in a few minutes.',
        )
      const answer: PartyPaymentAnswer = {
        clientSecret: result.clientSecret,
        provider: result.provider,
        amountPence: result.amountPence,
        stage: body.data.stage,
        party: await partyView(req, result.party, links.siteUrl),
      }
      return Response.json(answer, { headers: noStore })
    },
  },
  {
    path: '/change',
    method: 'post',
    custom: endpointSchemas({ body: changePartySchema }),
    handler: async (req) => {
      const body = await readJsonBody(req, changePartySchema)
      if (!body.ok) return body.response
      const found = await partyOfToken(req, links.secret, body.data.token)
      if ('response' in found) return found.response
      const { token: _token, ...changes } = body.data
      return changeAnswer(req, await changeParty(req, found.party.id, changes), links)
    },
  },
  {
    path: '/reward',
    method: 'post',
    custom: endpointSchemas({ body: partyRewardSchema }),
    handler: async (req) => {
      const body = await readJsonBody(req, partyRewardSchema)
      if (!body.ok) return body.response
      const found = await partyOfToken(req, links.secret, body.data.token)
      if ('response' in found) return found.response
      return changeAnswer(req, await applyPartyReward(req, found.party.id, body.data.code), links)
    },
  },
  {
    path: '/cancel',
    method: 'post',
    custom: endpointSchemas({ body: cancelPartySchema }),
    handler: async (req) => {
      const body = await readJsonBody(req, cancelPartySchema)
      if (!body.ok) return body.response
      const found = await partyOfToken(req, links.secret, body.data.token)
      if ('response' in found) return found.response
      const result = await cancelParty(req, found.party.id, { who: 'family' })
      if (result.status === 'not_found') return jsonError(400, 'invalid_link', PARTY_PAGE_MESSAGES.invalidLink)
      if (result.status === 'refused') return jsonError(409, result.code, result.message)
      return viewAnswer(req, result.party, links)
    },
  },
  // GET /api/parties/payment-status?clientSecret=: how a party payment ended, for a method that left the site and came back.
  purchaseStatusEndpoint<PartyPayment & { id: number; amountPence: number; status: string }>(
    partyPaymentKind(links),
    '/payment-status',
    (row) => ({
      stage: row.stage,
      amount: row.amountPence,
    }),
  ),
]
