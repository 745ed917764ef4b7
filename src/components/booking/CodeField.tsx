'use client'

import { useState } from 'react'
import * as forms from '@/components/home/forms.css'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { readApiFailure } from './bookingApi'

export type CodeFieldState<Quote> = { applied: Quote | null; error: string | null }

type Props<Quote> = {
  /** The booking field's name: the input's id is `booking-<name>`, the server's refusal is `fields[<name>]`. */
  name: 'promoCode' | 'voucherCode'
  label: string
  /** Names the buttons apart when two code fields stand side by side ("gift voucher"); none: plain Apply/Remove. */
  buttonSubject?: string
  emptyMessage: string
  checkFailedMessage: string
  maxLength: number
  placeholder?: string
  /** Asks the server about the typed code; its answer becomes `applied`. */
  check: (code: string) => Promise<Quote>
  /** The code as the server wrote it, shown in the field once applied. */
  codeOf: (quote: Quote) => string
  /** What the applied code does, said below the field. */
  describe: (quote: Quote) => string
  applied: Quote | null
  /** The server's refusal, from the check or from the booking itself; shown beside the field. */
  error: string | null
  onChange: (next: CodeFieldState<Quote>) => void
}

/** A code with Apply and Remove (promo code, gift voucher): the server's answer, or its message beside the field. */
export function CodeField<Quote>(props: Props<Quote>) {
  const { name, applied, error, onChange } = props
  const [typed, setTyped] = useState(applied ? props.codeOf(applied) : '')
  const [checking, setChecking] = useState(false)
  const id = `booking-${name}`

  const apply = async () => {
    const code = typed.trim()
    if (!code) {
      onChange({ applied: null, error: props.emptyMessage })
      return
    }
    setChecking(true)
    try {
      const quote = await props.check(code)
      setTyped(props.codeOf(quote))
      onChange({ applied: quote, error: null })
    } catch (failure) {
      const answer = readApiFailure(failure)
      onChange({ applied: null, error: answer?.fields[name] ?? answer?.message ?? props.checkFailedMessage })
    } finally {
      setChecking(false)
    }
  }

  const remove = () => {
    setTyped('')
    onChange({ applied: null, error: null })
  }

  const describedBy = [error ? `${id}-error` : null, applied ? `${id}-applied` : null].filter(Boolean).join(' ')
  return (
    <div className={forms.field}>
      <label className={forms.label} htmlFor={id}>
        {props.label}
      </label>
      <div className={styles.promoRow}>
        <input
          id={id}
          name={name}
          className={`${forms.control} ${styles.promoInput}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
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
          <button
            type="button"
            className={button.outline}
            onClick={remove}
            aria-label={props.buttonSubject ? `Remove ${props.buttonSubject}` : undefined}
          >
            Remove
          </button>
        ) : (
          <button
            type="button"
            className={button.secondary}
            onClick={() => void apply()}
            disabled={checking}
            aria-label={props.buttonSubject ? `Apply ${props.buttonSubject}` : undefined}
          >
            {checking ? 'Checking…' : 'Apply'}
          </button>
        )}
      </div>
      {error ? (
        <p id={`${id}-error`} className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      {applied ? (
        <p id={`${id}-applied`} className={styles.promoApplied} role="status">
          {props.describe(applied)}
        </p>
      ) : null}
    </div>
  )
}
