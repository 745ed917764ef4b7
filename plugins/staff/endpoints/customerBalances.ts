import type { Endpoint } from 'payload'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import { once } from '@/lib/http/idempotentRequests'
import { errorBody } from '@/lib/http/errors'
import { jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readQuery } from '@/lib/http/requestInput'
import { plural } from '@/lib/plural'
import { adjustBalancesSchema, customerBalancesQuerySchema, type AdjustBalancesAnswer } from '../domain/staffApi'
import { adjustBalances, BalanceAdjustmentRefused, customerBalances } from '../operations/customerBalances'
import { json, refuseUnlessMayRefund, refuseUnlessRole } from './staffHttp'

/** GET /api/admin/customers/balances?email=: a family's session credits and loyalty points (any staff). */
export const customerBalancesEndpoint: Endpoint = {
  path: '/admin/customers/balances',
  method: 'get',
  custom: endpointSchemas({ query: customerBalancesQuerySchema }),
  handler: async (req) => {
    const refusal = refuseUnlessRole(req)
    if (refusal) return refusal
    const query = readQuery(req, customerBalancesQuerySchema)
    if (!query.ok) return jsonError(400, 'validation_failed', 'Enter a valid e-mail address', { email: 'Enter a valid e-mail address' })
    return json(await customerBalances(req, query.data.email))
  },
}

/**
 * POST /api/admin/customers/adjust-balances, with an Idempotency-Key: session credits and loyalty
 * points added or taken off, with a reason. Admins, and staff allowed to give refunds (credits are
 * worth money). The same key again replays the answer and changes nothing more.
 */
export const adjustBalancesEndpoint: Endpoint = {
  path: '/admin/customers/adjust-balances',
  method: 'post',
  custom: endpointSchemas({ body: adjustBalancesSchema }),
  handler: async (req) => {
    const refusal = refuseUnlessMayRefund(req)
    if (refusal) return refusal
    const key = idempotencyKeySchema.safeParse(req.headers.get('idempotency-key') ?? '')
    if (!key.success)
      return jsonError(
        400,
        'idempotency_key_required',
        'Send an Idempotency-Key header of 8 to 100 letters, digits, dashes or underscores, new for each change.',
      )
    const body = await readJsonBody(req, adjustBalancesSchema)
    if (!body.ok) return body.response
    const request = { email: body.data.email, credits: body.data.credits ?? 0, points: body.data.points ?? 0, reason: body.data.reason }
    try {
      const result = await once(
        req,
        { actorKey: `user:${req.user!.id}`, idempotencyKey: key.data, route: 'adjust-balances', request },
        async () => {
          const balances = await adjustBalances(req, { ...request, requestKey: key.data })
          const changed = [
            request.credits !== 0 ? plural(balances.credits, 'session credit', 'session credits') : null,
            request.points !== 0 && balances.loyalty.member ? plural(balances.loyalty.currentPoints, 'point', 'points') : null,
          ].filter(Boolean)
          return {
            status: 200,
            body: {
              success: true,
              message: `Saved: ${balances.email} now has ${changed.join(' and ')}.`,
              balances,
            } satisfies AdjustBalancesAnswer,
          }
        },
      )
      return json(result.body, result.status)
    } catch (error) {
      if (error instanceof BalanceAdjustmentRefused) return json(errorBody(error.code, error.message), 409)
      throw error
    }
  },
}
