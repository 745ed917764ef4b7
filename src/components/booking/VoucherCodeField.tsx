'use client'

import { useState } from 'react'
import * as forms from '@/components/home/forms.css'
import { apiRequest } from '@/lib/http/apiRequest'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { readApiFailure } from './bookingApi'

/** The server's answer for a gift voucher code (POST /api/gift-vouchers/check); the booking spends it again under its lock. */
export type VoucherQuote = { voucherCode: string; balancePence: number; appliesPence: number; expiresOn: string | null; message: string }

type Props = {
  /** What is left to pay after the promo code, for the server to say how much the voucher pays. */
  amountDuePence: number
  applied: VoucherQuote | null
  /** The server's refusal, from the check or from the booking itself; shown beside the field. */
  error: string | null
  onChange: (next: { applied: VoucherQuote | null; error: string | null }) => void
}

const CHECK_FAILED = 'We could not check this voucher just now. Please try again.'

/** "Gift voucher code" with Apply: the balance and what it pays from the server, or its message beside the field. */
export function VoucherCodeField({ amountDuePence, applied, error, onChange }: Props) {
  const [typed, setTyped] = useState(applied?.voucherCode ?? '')
  const [checking, setChecking] = useState(false)

  const apply = async () => {
    const voucherCode = typed.trim()
    if (!voucherCode) {
      onChange({ applied: null, error: 'Please enter a gift voucher code' })
      return
    }
    setChecking(true)
    try {
      const quote = await apiRequest<VoucherQuote>('POST', '/api/gift-vouchers/check', { voucherCode, amountDuePence })
      setTyped(quote.voucherCode)
      onChange({ applied: quote, error: null })
    } catch (failure) {
      const answer = readApiFailure(failure)
      onChange({ applied: null, error: answer?.fields.voucherCode ?? answer?.message ?? CHECK_FAILED })
    } finally {
      setChecking(false)
    }
  }

  const remove = () => {
    setTyped('')
    onChange({ applied: null, error: null })
  }

  const describedBy = [error ? 'booking-voucherCode-error' : null, applied ? 'booking-voucherCode-applied' : null].filter(Boolean).join(' ')
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor="booking-voucherCode">
        Gift voucher code (optional)
      </label>
      <div className={styles.promoRow}>
        <input
          id="booking-voucherCode"
          name="voucherCode"
          className={`${forms.control} ${styles.promoInput}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          placeholder="PLAY-XXXX-XXXX-XXXX-XXXX"
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
          <button type="button" className={button.outline} onClick={remove} aria-label="Remove gift voucher">
            Remove
          </button>
        ) : (
          <button
            type="button"
            className={button.secondary}
            onClick={() => void apply()}
            disabled={checking}
            // Named apart from the promo code's Apply beside it.
            aria-label="Apply gift voucher"
          >
            {checking ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      {error ? (
        <p id="booking-voucherCode-error" className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p id="booking-voucherCode-applied" className={styles.promoApplied} role="status">
          {applied.message}
        </p>
      ) : null}
    </div>
  )
}
