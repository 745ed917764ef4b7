import type { Endpoint } from 'payload'
import { z } from 'zod'
import { placedPurchaseResponse, purchaseStatusEndpoint, type PurchaseCreatedAnswer } from '@plugins/payments'
import { countLookup, emailSchema, isVerifiedFor, tooManyRequests } from '@plugins/verification'
import { clientKey } from '@/lib/http/clientKey'
import { endpointSchemas } from '@/lib/http/endpointSchemas'
import { fieldErrors, jsonError, readJsonBody } from '@/lib/http/requestBody'
import { searchQuery } from '@/lib/http/requestInput'
import type { CreditPurchase } from '@/payload-types'
import type { CreditBalanceAnswer, CreditPurchaseCreated, CreditPurchaseStatusAnswer } from '../domain/creditAnswers'
import { creditPurchaseSchema } from '../domain/creditPurchaseSchema'
import { creditPacks } from '../operations/creditLedger'
import { placeCreditPurchase } from '../operations/placeCreditPurchase'
import { creditPurchaseKind } from '../operations/creditPurchaseKind'
import type { SanitizedCreditsOptions } from '../types'

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
      return Response.json({ success: true, verified: false, totalActiveCredits: 0, activeCredits: [] } satisfies CreditBalanceAnswer, {
        headers,
      })

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
      } satisfies CreditBalanceAnswer,
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
    if (result.status === 'offer_unavailable')
      return jsonError(409, 'offer_unavailable', 'Session credits are not on sale just now. Please ask us at the desk.')
    if (result.status === 'rate_limited') return tooManyRequests(result.retryAfterSeconds)
    return placedPurchaseResponse(result, (purchase): Omit<CreditPurchaseCreated, keyof PurchaseCreatedAnswer> => ({
      savings: purchase.savingsPence,
      credits: purchase.credits,
      purchaseId: purchase.id,
    }))
  },
})

/** GET /api/session-credits/purchase-status?clientSecret=: how a purchase ended, for the page a payment returns to. */
export const creditPurchaseStatusEndpoint = purchaseStatusEndpoint<CreditPurchase>(
  creditPurchaseKind,
  '/session-credits/purchase-status',
  (purchase): Omit<CreditPurchaseStatusAnswer, 'status'> => ({ credits: purchase.credits, email: purchase.customerEmail }),
)
