import type { Endpoint, PayloadRequest } from 'payload'
import { z } from 'zod'
import {
  cancelParty,
  staffCancelPartySchema,
  staffPartyOf,
  takeDeskPayment,
  takePartyPaymentSchema,
  type StaffPartyAnswer,
} from '@plugins/inquiries'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { formatPence } from '@/lib/money'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readParams } from '@/lib/http/requestInput'
import { json, refuseUnlessMayRefund, refuseUnlessRole } from './staffHttp'

const noQuery = z.object({})
const params = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) })

function partyId(req: PayloadRequest): number | Response {
  const parsed = readParams(req, params)
  return parsed.ok ? parsed.data.id : jsonError(400, 'validation_failed', 'The party id must be a number')
}

const notFound = () => jsonError(404, 'not_found', 'No such party')

/** POST /api/admin/parties/:id/take-payment { stage, method }: the deposit or the balance taken at the desk. */
export const takePartyPaymentEndpoint: Endpoint = {
  path: '/admin/parties/:id/take-payment',
  method: 'post',
  custom: endpointSchemas({ params, body: takePartyPaymentSchema, query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const id = partyId(req)
    if (id instanceof Response) return id
    const body = await readJsonBody(req, takePartyPaymentSchema)
    if (!body.ok) return body.response
    const result = await takeDeskPayment(req, id, body.data)
    if (result.status === 'not_found') return notFound()
    if (result.status === 'refused') return jsonError(409, result.code, result.message)
    const answer: StaffPartyAnswer = {
      party: staffPartyOf(result.party),
      message: `${formatPence(result.amountPence)} ${body.data.stage} taken (${body.data.method})`,
    }
    return json(answer)
  },
}

/** POST /api/admin/parties/:id/cancel { refund, reason }: a refund needs the refund permission, as for bookings. */
export const cancelPartyEndpoint: Endpoint = {
  path: '/admin/parties/:id/cancel',
  method: 'post',
  custom: endpointSchemas({ params, body: staffCancelPartySchema, query: noQuery }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const id = partyId(req)
    if (id instanceof Response) return id
    const body = await readJsonBody(req, staffCancelPartySchema)
    if (!body.ok) return body.response
    if (body.data.refund) {
      const refundRefusal = refuseUnlessMayRefund(req)
      if (refundRefusal) return refundRefusal
    }
    const result = await cancelParty(req, id, { who: 'staff', refund: body.data.refund, reason: body.data.reason })
    if (result.status === 'not_found') return notFound()
    if (result.status === 'refused') return jsonError(409, result.code, result.message)
    const answer: StaffPartyAnswer = {
      party: staffPartyOf(result.party),
      message:
        result.refundPence > 0 ? `Party cancelled; ${formatPence(result.refundPence)} refunded` : 'Party cancelled; nothing refunded',
    }
    return json(answer)
  },
}
