import type { PayloadRequest } from 'payload'
import { clientSecretHash, paymentProvider } from '@plugins/payments'
import { hitRateLimit, normalizeEmail } from '@plugins/verification'
import type { GiftVoucher } from '@/payload-types'
import { formatPence } from '@/lib/money'
import type { VoucherPurchaseRequest } from '../domain/voucherSchemas'
import { GIFT_VOUCHER_PURPOSE, GIFT_VOUCHERS_SLUG, type SanitizedVouchersOptions } from '../types'
import { loadVoucherOffer } from './loadVoucherOffer'

export type PlaceVoucherPurchaseResult =
  | { status: 'created'; voucher: GiftVoucher; clientSecret: string; provider: string }
  | { status: 'offer_unavailable' }
  | { status: 'amount_not_offered'; amountsPence: number[] }
  | { status: 'rate_limited'; retryAfterSeconds: number }
  | { status: 'payment_unavailable' }

/**
 * Records a pending voucher at an amount the CMS offers, then asks the provider for a payment
 * (after the write: no network call inside a transaction). The code and balance come only from
 * the payment's success event.
 */
export async function placeVoucherPurchase(
  req: PayloadRequest,
  options: SanitizedVouchersOptions,
  input: VoucherPurchaseRequest,
  clientKey: string,
): Promise<PlaceVoucherPurchaseResult> {
  const offer = await loadVoucherOffer(req.payload)
  if (!offer.available) return { status: 'offer_unavailable' }
  if (!offer.amountsPence.includes(input.amountPence)) return { status: 'amount_not_offered', amountsPence: offer.amountsPence }
  const limited = await hitRateLimit(req.payload, `voucher-purchase:${clientKey}`, {
    limit: options.maxPurchasesPerClientPerHour,
    windowSeconds: 3600,
  })
  if (!limited.allowed) return { status: 'rate_limited', retryAfterSeconds: limited.retryAfterSeconds }

  const voucher = await req.payload.create({
    collection: GIFT_VOUCHERS_SLUG,
    data: {
      amountPence: input.amountPence,
      buyerName: input.buyerName,
      buyerEmail: normalizeEmail(input.buyerEmail),
      recipientName: input.recipientName,
      message: input.message || null,
      status: 'pending',
      clientKey,
    },
    overrideAccess: true,
  })
  const provider = paymentProvider(req.payload)
  try {
    const intent = await provider.createIntent({
      amountPence: voucher.amountPence,
      idempotencyKey: `gift-voucher-${voucher.id}`,
      metadata: { purpose: GIFT_VOUCHER_PURPOSE, voucherId: String(voucher.id) },
      description: `Gift voucher ${formatPence(voucher.amountPence)}`,
      receiptEmail: voucher.buyerEmail,
      // Nothing is held while a bank debit clears: the code is issued when the money arrives.
      allowBankDebit: true,
    })
    if (!intent.clientSecret) throw new Error('The provider returned no client secret')
    const updated = await req.payload.update({
      collection: GIFT_VOUCHERS_SLUG,
      id: voucher.id,
      data: { paymentProvider: provider.name, paymentReference: intent.id, clientSecretHash: clientSecretHash(intent.clientSecret) },
      overrideAccess: true,
    })
    return { status: 'created', voucher: updated, clientSecret: intent.clientSecret, provider: provider.name }
  } catch (error) {
    req.payload.logger.error({ err: error, voucher: voucher.id, msg: 'payment intent for a gift voucher could not be created' })
    await req.payload.update({
      collection: GIFT_VOUCHERS_SLUG,
      id: voucher.id,
      data: { staffNote: 'Payment provider unavailable' },
      overrideAccess: true,
    })
    return { status: 'payment_unavailable' }
  }
}
