import type { Payload, PayloadRequest } from 'payload'
import { DEFAULT_VOUCHER_AMOUNTS_PENCE, DEFAULT_VOUCHER_EXPIRY_MONTHS, voucherTerms, type VoucherOffer } from '../domain/voucherSettings'
import { VOUCHER_SETTINGS_SLUG } from '../types'

/** The vouchers on sale, from the CMS; a venue that never saved the global sells the defaults. */
export async function loadVoucherOffer(payload: Payload, req?: PayloadRequest): Promise<VoucherOffer> {
  const settings = await payload.findGlobal({ slug: VOUCHER_SETTINGS_SLUG, depth: 0, req, overrideAccess: true })
  const amounts = (settings.amounts ?? []).map((row) => row.amountPence).filter((pence) => Number.isInteger(pence) && pence > 0)
  const expiryMonths = settings.expiryMonths && settings.expiryMonths > 0 ? settings.expiryMonths : DEFAULT_VOUCHER_EXPIRY_MONTHS
  return {
    available: settings.available !== false,
    amountsPence: amounts.length > 0 ? [...new Set(amounts)].sort((a, b) => a - b) : DEFAULT_VOUCHER_AMOUNTS_PENCE,
    expiryMonths,
    terms: voucherTerms(expiryMonths, settings.extraTerms),
  }
}
