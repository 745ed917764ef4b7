export type VoucherRefusalCode = 'voucher_unknown' | 'voucher_expired' | 'voucher_empty' | 'voucher_rate_limited'
export type VoucherRefusal = { status: 'refused'; code: VoucherRefusalCode; message: string; retryAfterSeconds?: number }

export const VOUCHER_REFUSALS = {
  voucher_unknown: 'This gift voucher code is not recognised. Please check it and try again.',
  voucher_expired: (on: string) => `This gift voucher expired on ${on}.`,
  voucher_empty: 'This gift voucher has been used up.',
  voucher_refunded: 'This gift voucher has been refunded, so nothing is left on it.',
  voucher_rate_limited: 'Too many voucher code attempts. Please try again in a few minutes.',
} as const

export function voucherRefusal(code: VoucherRefusalCode, message: string, retryAfterSeconds?: number): VoucherRefusal {
  return { status: 'refused', code, message, ...(retryAfterSeconds ? { retryAfterSeconds } : {}) }
}

/** How much a balance pays of what is due: all of it, or the balance. */
export function voucherPays(balancePence: number, duePence: number): number {
  return Math.max(0, Math.min(balancePence, duePence))
}

/** A voucher is good through its last day (Europe/London business dates, compared as text). */
export function voucherUsable(
  voucher: { status: string; expiresOn?: string | null; refund?: { status?: string | null } | null },
  balancePence: number,
  today: string,
): VoucherRefusal | null {
  if (voucher.status !== 'issued') return voucherRefusal('voucher_unknown', VOUCHER_REFUSALS.voucher_unknown)
  if (voucher.expiresOn && today > voucher.expiresOn)
    return voucherRefusal('voucher_expired', VOUCHER_REFUSALS.voucher_expired(voucher.expiresOn))
  if (balancePence <= 0) {
    const refunded = voucher.refund?.status === 'succeeded' || voucher.refund?.status === 'pending'
    return voucherRefusal('voucher_empty', refunded ? VOUCHER_REFUSALS.voucher_refunded : VOUCHER_REFUSALS.voucher_empty)
  }
  return null
}
