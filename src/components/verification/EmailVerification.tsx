'use client'

import { useId } from 'react'
import * as forms from '@/components/home/forms.css'
import { button } from '@/styles/primitives.css'
import { CodeStepForm } from './CodeStepForm'
import { codeValidation, emailValidation, useEmailVerification } from './useEmailVerification'
import * as styles from './verification.css'
import { EMAIL_REQUIRED_MESSAGE } from './verificationMessages'

type Props = {
  heading: string
  intro?: string
  defaultEmail?: string
  onVerified: (email: string) => void
  emailLabel?: string
  /** Called when the e-mail form is submitted empty or malformed, e.g. so the page can also toast. */
  onEmailInvalid?: (reason: 'required' | 'invalid') => void
  headingLevel?: 'h1' | 'h2'
  /** Put the cursor in the e-mail field on first show, e.g. after the visitor chose to use another address. */
  autoFocusEmail?: boolean
}

/**
 * Proof that the visitor reads an address's mail: e-mail a 6-digit code, then check it. The server
 * sets an httpOnly cookie on success; an address already proved in this browser skips the code.
 */
export function EmailVerification({
  heading,
  intro,
  defaultEmail = '',
  onVerified,
  emailLabel = 'Email address',
  onEmailInvalid,
  headingLevel = 'h2',
  autoFocusEmail = false,
}: Props) {
  const id = useId()
  const { step, busy, alert, status, newCodeButton, emailForm, codeForm, requestCode, onEmail, onCode, changeEmail } = useEmailVerification(
    { defaultEmail, onVerified, autoFocusEmail },
  )

  const Heading = headingLevel
  const headingId = `${id}-heading`
  const emailError = emailForm.formState.errors.email?.message

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {intro ? <p className={styles.intro}>{intro}</p> : null}

      <div role="alert" aria-atomic="true" className={styles.alert}>
        {alert}
      </div>
      <div role="status" aria-atomic="true" className={styles.status}>
        {status}
      </div>

      {step.name === 'email' ? (
        <form
          className={styles.form}
          noValidate
          aria-labelledby={headingId}
          onFocus={() => void Promise.all([emailValidation.preload(), codeValidation.preload()])}
          onSubmit={emailForm.handleSubmit(onEmail, (errors) => {
            if (errors.email) onEmailInvalid?.(errors.email.message === EMAIL_REQUIRED_MESSAGE ? 'required' : 'invalid')
          })}
        >
          <div className={forms.field}>
            <label className={forms.label} htmlFor={`${id}-email`}>
              {emailLabel}
            </label>
            <input
              id={`${id}-email`}
              className={forms.control}
              type="email"
              autoComplete="email"
              inputMode="email"
              spellCheck={false}
              required
              aria-required="true"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${id}-email-error` : undefined}
              {...emailForm.register('email')}
            />
            {emailError ? (
              <p id={`${id}-email-error`} className={forms.error} role="alert">
                {emailError}
              </p>
            ) : null}
          </div>
          <div className={styles.actions}>
            <button type="submit" className={button.primary} disabled={busy !== null}>
              {busy === 'sending' ? 'Sending...' : 'Send code'}
            </button>
          </div>
        </form>
      ) : (
        <CodeStepForm
          id={id}
          step={step}
          busy={busy}
          codeForm={codeForm}
          newCodeButton={newCodeButton}
          onCode={onCode}
          requestCode={requestCode}
          changeEmail={changeEmail}
        />
      )}
    </section>
  )
}
