import { formatPence } from '@/lib/money'

/** What came off a booking's ticket total before the card paid the rest (pence; absent or 0: none). */
export type PriceAdjustments = {
  promoCode?: string | null
  promoDiscountPence?: number
  creditSavingsPence?: number
  voucherCode?: string | null
  voucherAppliedPence?: number
}

/** A gift voucher code shown on a screen or in an e-mail: its last four characters, enough to recognise it. */
export const maskedVoucherCode = (code: string) => (code.startsWith('…') ? code : `…${code.slice(-4)}`)

/** The lines of the adjustments, in the order the server applies them (promo, credits, voucher). */
export function priceAdjustmentLines(adjustments: PriceAdjustments): { label: string; amount: string }[] {
  const lines: { label: string; amount: string }[] = []
  if (adjustments.promoCode && (adjustments.promoDiscountPence ?? 0) > 0)
    lines.push({ label: `Promo code ${adjustments.promoCode}`, amount: `−${formatPence(adjustments.promoDiscountPence ?? 0)}` })
  if ((adjustments.creditSavingsPence ?? 0) > 0)
    lines.push({ label: 'Session credits', amount: `−${formatPence(adjustments.creditSavingsPence ?? 0)}` })
  if (adjustments.voucherCode && (adjustments.voucherAppliedPence ?? 0) > 0)
    lines.push({
      label: `Gift voucher ${maskedVoucherCode(adjustments.voucherCode)}`,
      amount: `−${formatPence(adjustments.voucherAppliedPence ?? 0)}`,
    })
  return lines
}
