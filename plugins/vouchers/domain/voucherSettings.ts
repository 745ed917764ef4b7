/** What an unseeded venue sells, until the manager sets the CMS global. */
export const DEFAULT_VOUCHER_AMOUNTS_PENCE = [1000, 2500, 5000]
export const DEFAULT_VOUCHER_EXPIRY_MONTHS = 12

export type VoucherOffer = {
  available: boolean
  amountsPence: number[]
  expiryMonths: number
  terms: string
}

/** The terms always state the expiry the code enforces, so the two never disagree. */
export function voucherTerms(expiryMonths: number, extra: string | null | undefined): string {
  const base = `Valid for ${expiryMonths} months from the date of purchase. Can be used towards any online booking, in part or in full; what is left stays on the voucher until it expires. Not exchangeable for cash.`
  return extra?.trim() ? `${base} ${extra.trim()}` : base
}
