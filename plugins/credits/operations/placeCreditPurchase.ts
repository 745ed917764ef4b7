import type { PayloadRequest } from 'payload'
import { placePaidPurchase, type PlacedPurchase } from '@plugins/payments'
import { hitRateLimit, normalizeEmail } from '@plugins/verification'
import type { CreditPurchase } from '@/payload-types'
import type { CreditPurchaseRequest } from '../domain/creditPurchaseSchema'
import { CREDIT_PURCHASES_SLUG, type SanitizedCreditsOptions } from '../types'
import { creditPurchaseKind } from './creditPurchaseKind'
import { loadCreditOffer } from './loadCreditOffer'

export type PlaceCreditPurchaseResult =
  PlacedPurchase<CreditPurchase> | { status: 'offer_unavailable' } | { status: 'rate_limited'; retryAfterSeconds: number }

/** A pending pack at the CMS's price and its payment (the payments plugin's pipeline). Credits come only from the payment's event. */
export async function placeCreditPurchase(
  req: PayloadRequest,
  options: SanitizedCreditsOptions,
  input: CreditPurchaseRequest,
  clientKey: string,
): Promise<PlaceCreditPurchaseResult> {
  const offer = await loadCreditOffer(req.payload)
  if (!offer.available || offer.pricePence <= 0) return { status: 'offer_unavailable' }
  const limited = await hitRateLimit(req.payload, `credit-purchase:${clientKey}`, {
    limit: options.maxPurchasesPerClientPerHour,
    windowSeconds: 3600,
  })
  if (!limited.allowed) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }

  return placePaidPurchase<CreditPurchase>(req, creditPurchaseKind, {
    create: () =>
      req.payload.create({
        collection: CREDIT_PURCHASES_SLUG,
        data: {
          customerName: input.customerName,
          customerEmail: normalizeEmail(input.customerEmail),
          customerPhone: input.customerPhone,
          credits: offer.credits,
          amountPence: offer.pricePence,
          savingsPence: offer.savingsPence,
          status: 'pending',
          clientKey,
        },
        overrideAccess: true,
      }),
    description: (purchase) => `${purchase.credits} session credits`,
    receiptEmail: (purchase) => purchase.customerEmail,
  })
}
