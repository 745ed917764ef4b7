'use client'

import type { RefObject } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import * as forms from '@/components/home/forms.css'
import { button, textButton } from '@/styles/primitives.css'
import type { Busy } from './useEmailVerification'
import * as styles from './verification.css'
import type { CodeFormInput, CodeFormValues } from './verificationSchemas'

type Props = {
  id: string
  step: { email: string; expired: boolean }
  busy: Busy
  codeForm: UseFormReturn<CodeFormInput, unknown, CodeFormValues>
  newCodeButton: RefObject<HTMLButtonElement | null>
  onCode: (values: CodeFormValues) => Promise<void>
  requestCode: (email: string, again: boolean) => Promise<void>
  changeEmail: () => void
}

/** The second step: the 6-digit code e-mailed to the address, or (once it has expired) a new one. */
export function CodeStepForm({ id, step, busy, codeForm, newCodeButton, onCode, requestCode, changeEmail }: Props) {
  const codeError = codeForm.formState.errors.code?.message
  return (
    <form className={styles.form} noValidate aria-label="Enter your code" onSubmit={codeForm.handleSubmit(onCode)}>
      <p id={`${id}-code-help`} className={styles.sentTo}>
        {step.expired ? (
          <>
            Please ask for a new code for <strong>{step.email}</strong>.
          </>
        ) : (
          <>
            We have e-mailed a 6-digit code to <strong>{step.email}</strong>. It lasts 15 minutes. If it has not arrived, check your spam
            folder.
          </>
        )}
      </p>
      {step.expired ? null : (
        <div className={forms.field}>
          <label className={forms.label} htmlFor={`${id}-code`}>
            6-digit code
          </label>
          <input
            id={`${id}-code`}
            className={`${forms.control} ${styles.codeInput}`}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={7}
            required
            aria-required="true"
            aria-invalid={codeError ? true : undefined}
            aria-describedby={codeError ? `${id}-code-error ${id}-code-help` : `${id}-code-help`}
            {...codeForm.register('code')}
          />
          {codeError ? (
            <p id={`${id}-code-error`} className={forms.error} role="alert">
              {codeError}
            </p>
          ) : null}
        </div>
      )}
      <div className={styles.actions}>
        {step.expired ? null : (
          <button type="submit" className={button.primary} disabled={busy !== null}>
            {busy === 'checking' ? 'Checking...' : 'Verify'}
          </button>
        )}
        <button
          ref={newCodeButton}
          type="button"
          className={step.expired ? button.primary : button.outline}
          disabled={busy !== null}
          onClick={() => void requestCode(step.email, true)}
        >
          {busy === 'sending' ? 'Sending...' : 'Send a new code'}
        </button>
        <button type="button" className={textButton} disabled={busy !== null} onClick={changeEmail}>
          Use a different e-mail
        </button>
      </div>
    </form>
  )
}
