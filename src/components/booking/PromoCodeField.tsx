'use client'

import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { CodeField, type CodeFieldState } from './CodeField'

/** The server's quote for a code (POST /api/promo-codes/check); the booking prices it again. */
export type PromoQuote = { promoCode: string; originalPence: number; discountPence: number; totalPence: number; message: string }

type Props = {
  ticketQuantities: Record<string, number>
  customerEmail: () => string
  applied: PromoQuote | null
  error: string | null
  onChange: (next: CodeFieldState<PromoQuote>) => void
}

/** "Promo code" with Apply: the discount and the new total from the server, or its message beside the field. */
export function PromoCodeField({ ticketQuantities, customerEmail, applied, error, onChange }: Props) {
  return (
    <CodeField<PromoQuote>
      name="promoCode"
      label="Promo code (optional)"
      emptyMessage="Please enter a promo code"
      checkFailedMessage="We could not check this code just now. Please try again."
      maxLength={32}
      check={(promoCode) => {
        const email = customerEmail().trim()
        return apiRequest<PromoQuote>('POST', '/api/promo-codes/check', {
          promoCode,
          ticketQuantities,
          ...(email.includes('@') ? { customerEmail: email } : {}),
        })
      }}
      codeOf={(quote) => quote.promoCode}
      describe={(quote) => `${quote.message} New total ${formatPence(quote.totalPence)}.`}
      applied={applied}
      error={error}
      onChange={onChange}
    />
  )
}
