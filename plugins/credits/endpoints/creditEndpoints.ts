import type { Endpoint } from 'payload'
import { z } from 'zod'
import { purchaseByClientSecret, purchaseStatusQuery } from '@plugins/payments'
import { countLookup, emailSchema, isVerifiedFor, tooManyRequests } from '@plugins/verification'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { fieldErrors, jsonError, readJsonBody } from '@/lib/http/requestBody'
import { readQuery, searchQuery } from '@/lib/http/requestInput'
import { creditPurchaseSchema } from '../domain/creditPurchaseSchema'
import { creditPacks } from '../operations/creditLedger'
import { placeCreditPurchase } from '../operations/placeCreditPurchase'
import { CREDIT_PURCHASES_SLUG, type SanitizedCreditsOptions } from '../types'

const lookupQuery = z.object({ email: emailSchema })

/**
 * GET /api/session-credits?email=: the verified address's packs and balance. Any other address,
 * known or not, gets the same empty answer with `verified: false` and nothing is looked up.
 */
export const creditBalanceEndpoint: Endpoint = {
  path: '/session-credits',
  method: 'get',
  custom: endpointSchemas({ query: lookupQuery }),
  handler: async (req) => {
    const parsed = lookupQuery.safeParse({ email: '', ...searchQuery(req.searchParams) })
    if (!parsed.success) return jsonError(400, 'validation_failed', 'Please enter a valid email address', fieldErrors(parsed.error))
    const limited = await countLookup(req, parsed.data.email)
    if (!limited.allowed) return tooManyRequests(limited.retryAfterSeconds)
    const headers = { 'cache-control': 'no-store' }
    if (!isVerifiedFor(req, parsed.data.email))
      return Response.json({ success: true, verified: false, totalActiveCredits: 0, activeCredits: [] }, { headers })

    const packs = (await creditPacks(req, parsed.data.email)).filter((pack) => pack.creditsRemaining > 0)
    return Response.json(
      {
        success: true,
        verified: true,
        totalActiveCredits: packs.reduce((sum, pack) => sum + pack.creditsRemaining, 0),
        activeCredits: packs.map((pack) => ({
          id: pack.purchaseId,
          creditsPurchased: pack.credits,
          creditsRemaining: pack.creditsRemaining,
          purchasedAt: pack.purchasedAt,
        })),
      },
      { headers },
    )
  },
}

/** POST /api/session-credits/purchase: a pending purchase at the CMS's price and its payment. Public. */
export const creditPurchaseEndpoint = (options: SanitizedCreditsOptions): Endpoint => ({
  path: '/session-credits/purchase',
  method: 'post',
  custom: endpointSchemas({ body: creditPurchaseSchema }),
  handler: async (req) => {
    const body = await readJsonBody(req, creditPurchaseSchema)
    if (!body.ok) return body.response
    const result = await placeCreditPurchase(req, options, body.data, clientKey(req.headers, options.secret))
    switch (result.status) {
      case 'offer_unavailable':
        return jsonError(409, 'offer_unavailable', 'Session credits are not on sale just now. Please ask us at the desk.')
      case 'rate_limited':
        return tooManyRequests(result.retryAfterSeconds)
      case 'payment_unavailable':
        return jsonError(
          503,
          'payment_unavailable',
          'Payments are unavailable just now. Nothing was charged; please try again in a few minutes.',
        )
      case 'created':
        return Response.json(
          {
            clientSecret: result.clientSecret,
            amount: result.purchase.amountPence,
            savings: result.purchase.savingsPence,
            credits: result.purchase.credits,
            purchaseId: result.purchase.id,
            provider: result.provider,
          },
          { status: 201 },
        )
    }
  },
})

/** GET /api/session-credits/purchase-status?clientSecret=: how a purchase ended, for the page a payment returns to. */
export const creditPurchaseStatusEndpoint: Endpoint = {
  path: '/session-credits/purchase-status',
  method: 'get',
  custom: endpointSchemas({ query: purchaseStatusQuery }),
  handler: async (req) => {
    const parsed = readQuery(req, purchaseStatusQuery)
    if (!parsed.ok) return jsonError(400, 'validation_failed', 'The payment reference is missing or malformed')
    const purchase = await purchaseByClientSecret(req, CREDIT_PURCHASES_SLUG, parsed.data.clientSecret)
    if (!purchase) return jsonError(404, 'purchase_not_found', 'This purchase could not be found')
    const status =
      purchase.status === 'paid'
        ? 'paid'
        : purchase.status === 'processing'
          ? 'processing'
          : purchase.status === 'pending'
            ? 'pending'
            : 'failed'
    return Response.json({ status, credits: purchase.credits, email: purchase.customerEmail }, { headers: { 'cache-control': 'no-store' } })
  },
}
