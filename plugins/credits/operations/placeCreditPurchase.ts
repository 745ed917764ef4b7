import type { PayloadRequest } from 'payload'
import { clientSecretHash, paymentProvider } from '@plugins/payments'
import { hitRateLimit, normalizeEmail } from '@plugins/verification'
import type { CreditPurchase } from '@/payload-types'
import type { CreditPurchaseRequest } from '../domain/creditPurchaseSchema'
import { CREDIT_PURCHASE_PURPOSE, CREDIT_PURCHASES_SLUG, type SanitizedCreditsOptions } from '../types'
import { loadCreditOffer } from './loadCreditOffer'

export type PlaceCreditPurchaseResult =
  | { status: 'created'; purchase: CreditPurchase; clientSecret: string; provider: string }
  | { status: 'offer_unavailable' }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  | { status: 'payment_unavailable' }

/**
 * Records a pending purchase at the CMS's price, then asks the provider for a payment (after the
 * write: no network call inside a transaction). Credits come only from the payment's event.
 */
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

  const purchase = await req.payload.create({
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
  })
  const provider = paymentProvider(req.payload)
  try {
    const intent = await provider.createIntent({
      amountPence: purchase.amountPence,
      idempotencyKey: `credit-purchase-${purchase.id}`,
      metadata: { purpose: CREDIT_PURCHASE_PURPOSE, purchaseId: String(purchase.id) },
      description: `${purchase.credits} session credits`,
      receiptEmail: purchase.customerEmail,
      // Nothing is held while a bank debit clears, so every method is fine here.
      allowBankDebit: true,
    })
    if (!intent.clientSecret) throw new Error('The provider returned no client secret')
    const updated = await req.payload.update({
      collection: CREDIT_PURCHASES_SLUG,
      id: purchase.id,
      data: { paymentProvider: provider.name, paymentReference: intent.id, clientSecretHash: clientSecretHash(intent.clientSecret) },
      overrideAccess: true,
    })
    return { status: 'created', purchase: updated, clientSecret: intent.clientSecret, provider: provider.name }
  } catch (error) {
    req.payload.logger.error({ err: error, purchase: purchase.id, msg: 'payment intent for a credit purchase could not be created' })
    await req.payload.update({
      collection: CREDIT_PURCHASES_SLUG,
      id: purchase.id,
      data: { staffNote: 'Payment provider unavailable' },
      overrideAccess: true,
      context: { creditTransition: true },
    })
    return { status: 'payment_unavailable' }
  }
}
