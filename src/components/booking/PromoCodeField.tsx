'use client'

import { useState } from 'react'
import * as forms from '@/components/home/forms.css'
import { apiRequest } from '@/lib/http/apiRequest'
import { formatPence } from '@/lib/money'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { readApiFailure } from './bookingApi'

/** The server's quote for a code (POST /api/promo-codes/check); the booking prices it again. */
export type PromoQuote = { promoCode: string; originalPence: number; discountPence: number; totalPence: number; message: string }

type Props = {
  ticketQuantities: Record<string, number>
  customerEmail: () => string
  applied: PromoQuote | null
  /** The server's refusal, from the check or from the booking itself; shown beside the field. */
  error: string | null
  onChange: (next: { applied: PromoQuote | null; error: string | null }) => void
}

const CHECK_FAILED = 'We could not check this code just now. Please try again.'

/** "Promo code" with Apply: the discount and the new total from the server, or its message beside the field. */
export function PromoCodeField({ ticketQuantities, customerEmail, applied, error, onChange }: Props) {
  const [typed, setTyped] = useState(applied?.promoCode ?? '')
  const [checking, setChecking] = useState(false)

  const apply = async () => {
    const promoCode = typed.trim()
    if (!promoCode) {
      onChange({ applied: null, error: 'Please enter a promo code' })
      return
    }
    setChecking(true)
    try {
      const email = customerEmail().trim()
      const quote = await apiRequest<PromoQuote>('POST', '/api/promo-codes/check', {
        promoCode,
        ticketQuantities,
        ...(email.includes('@') ? { customerEmail: email } : {}),
      })
      setTyped(quote.promoCode)
      onChange({ applied: quote, error: null })
    } catch (failure) {
      const answer = readApiFailure(failure)
      onChange({ applied: null, error: answer?.fields.promoCode ?? answer?.message ?? CHECK_FAILED })
    } finally {
      setChecking(false)
    }
  }

  const remove = () => {
    setTyped('')
    onChange({ applied: null, error: null })
  }

  const describedBy = [error ? 'booking-promoCode-error' : null, applied ? 'booking-promoCode-applied' : null].filter(Boolean).join(' ')
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor="booking-promoCode">
        Promo code (optional)
      </label>
      <div className={styles.promoRow}>
        <input
          id="booking-promoCode"
          name="promoCode"
          className={`${forms.control} ${styles.promoInput}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          value={typed}
          readOnly={Boolean(applied)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => {
            setTyped(event.target.value)
            if (error) onChange({ applied: null, error: null })
          }}
          onKeyDown={(event) => {
            // Enter applies the code rather than submitting the booking.
            if (event.key === 'Enter') {
              event.preventDefault()
              if (!applied) void apply()
            }
          }}
        />
        {applied ? (
          <button type="button" className={button.outline} onClick={remove}>
            Remove
          </button>
        ) : (
          <button type="button" className={button.secondary} onClick={() => void apply()} disabled={checking}>
            {checking ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      {error ? (
        <p id="booking-promoCode-error" className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p id="booking-promoCode-applied" className={styles.promoApplied} role="status">
          {applied.message} New total {formatPence(applied.totalPence)}.
        </p>
      ) : null}
    </div>
  )
}
