import type { PayloadRequest } from 'payload'
import { placePaidPurchase, type PlacedPurchase } from '@plugins/payments'
import { hitRateLimit, normalizeEmail } from '@plugins/verification'
import type { GiftVoucher } from '@/payload-types'
import { formatPence } from '@/lib/money'
import type { VoucherPurchaseRequest } from '../domain/voucherSchemas'
import { GIFT_VOUCHERS_SLUG, type SanitizedVouchersOptions } from '../types'
import { giftVoucherKind } from './giftVoucherKind'
import { loadVoucherOffer } from './loadVoucherOffer'

export type PlaceVoucherPurchaseResult =
  | PlacedPurchase<GiftVoucher>
  | { status: 'offer_unavailable' }
  | { status: 'amount_not_offered'; amountsPence: number[] }
  | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * A pending voucher at an amount the CMS offers and its payment (the payments plugin's pipeline).
 * The code and balance come only from the payment's success event.
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

  return placePaidPurchase<GiftVoucher>(req, giftVoucherKind, {
    create: () =>
      req.payload.create({
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
      }),
    description: (voucher) => `Gift voucher ${formatPence(voucher.amountPence)}`,
    receiptEmail: (voucher) => voucher.buyerEmail,
  })
}
