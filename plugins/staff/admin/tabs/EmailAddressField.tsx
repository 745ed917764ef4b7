'use client'

import { useId, type ReactElement } from 'react'
import * as css from '../staff.css'

/**
 * The e-mail address field of the tabs that find a family by the address they booked with
 * (Personal data, Credits & points): its label, the error beside it, and nothing the browser
 * would autofill or spell-check.
 */
export function EmailAddressField({
  label,
  value,
  error,
  onChange,
}: {
  label: string
  value: string
  error: string | null
  onChange: (value: string) => void
}): ReactElement {
  const id = useId()
  return (
    <label htmlFor={`${id}-email`} className={css.field}>
      {label}
      <input
        id={`${id}-email`}
        name="email"
        type="email"
        className={css.emailInput}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-email-error` : undefined}
      />
      {error ? (
        <span id={`${id}-email-error`} className={css.subtle} role="alert">
          {error}
        </span>
      ) : null}
    </label>
  )
}
