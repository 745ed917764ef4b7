'use client'

import { apiRequest } from '@/lib/http/apiRequest'
import { CodeField, type CodeFieldState } from './CodeField'

/** The server's answer for a gift voucher code (POST /api/gift-vouchers/check); the booking spends it again under its lock. */
export type VoucherQuote = { voucherCode: string; balancePence: number; appliesPence: number; expiresOn: string | null; message: string }

type Props = {
  /** What is left to pay after the promo code, for the server to say how much the voucher pays. */
  amountDuePence: number
  applied: VoucherQuote | null
  error: string | null
  onChange: (next: CodeFieldState<VoucherQuote>) => void
}

/** "Gift voucher code" with Apply: the balance and what it pays from the server, or its message beside the field. */
export function VoucherCodeField({ amountDuePence, applied, error, onChange }: Props) {
  return (
    <CodeField<VoucherQuote>
      name="voucherCode"
      label="Gift voucher code (optional)"
      // Named apart from the promo code's Apply beside it.
      buttonSubject="gift voucher"
      emptyMessage="Please enter a gift voucher code"
      checkFailedMessage="We could not check this voucher just now. Please try again."
      maxLength={40}
      placeholder="PLAY-XXXX-XXXX-XXXX-XXXX"
      check={(voucherCode) => apiRequest<VoucherQuote>('POST', '/api/gift-vouchers/check', { voucherCode, amountDuePence })}
      codeOf={(quote) => quote.voucherCode}
      describe={(quote) => quote.message}
      applied={applied}
      error={error}
      onChange={onChange}
    />
  )
}
