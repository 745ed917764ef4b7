'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import * as forms from '@/components/home/forms.css'
import { readApiFailure } from '@/lib/http/apiFailure'
import { apiRequest } from '@/lib/http/apiRequest'
import { button, textButton } from '@/styles/primitives.css'
import { useVerifiedEmail } from './useVerifiedEmail'
import * as styles from './verification.css'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { EMAIL_REQUIRED_MESSAGE } from './verificationMessages'
import type { CodeFormInput, CodeFormValues, EmailFormInput, EmailFormValues } from './verificationSchemas'

// The forms' schemas, loaded when the e-mail field is first used rather than with the page.
const loadSchemas = () => import('./verificationSchemas')
const emailValidation = lazyZodResolver<EmailFormInput, EmailFormValues>(() => loadSchemas().then((module) => module.emailFormSchema))
const codeValidation = lazyZodResolver<CodeFormInput, CodeFormValues>(() => loadSchemas().then((module) => module.codeFormSchema))

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

type Step = { name: 'email' } | { name: 'code'; email: string; expired: boolean }
type Busy = 'sending' | 'checking' | null

type CodeRequested = { sent: boolean; expiresInSeconds: number }
type CodeConfirmed = { verified: boolean; email: string; expiresAt: string }

const SEND_FAILED = 'We could not send a code just now. Please try again.'
const CHECK_FAILED = 'We could not check the code just now. Please try again.'

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
  const verified = useVerifiedEmail()
  const [step, setStep] = useState<Step>({ name: 'email' })
  const [busy, setBusy] = useState<Busy>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const newCodeButton = useRef<HTMLButtonElement>(null)

  const emailForm = useForm<EmailFormInput, unknown, EmailFormValues>({
    resolver: emailValidation.resolver,
    defaultValues: { email: defaultEmail },
  })
  const codeForm = useForm<CodeFormInput, unknown, CodeFormValues>({ resolver: codeValidation.resolver, defaultValues: { code: '' } })

  useEffect(() => {
    if (autoFocusEmail) emailForm.setFocus('email')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on first show only
  }, [])

  // Move focus with the step so keyboard and screen-reader users land on the field they need next.
  const stepKey = step.name === 'code' ? `code:${step.expired}` : 'email'
  useEffect(() => {
    if (step.name === 'email') return
    if (step.expired) newCodeButton.current?.focus()
    else codeForm.setFocus('code')
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the step changes
  }, [stepKey])

  const requestCode = async (email: string, again: boolean) => {
    setBusy('sending')
    setAlert(null)
    setStatus(null)
    try {
      await apiRequest<CodeRequested>('POST', '/api/email-verification/request', { email })
      codeForm.reset({ code: '' })
      setStep({ name: 'code', email, expired: false })
      if (again) {
        setStatus(`We have sent a new code to ${email}.`)
        codeForm.setFocus('code')
      }
    } catch (error) {
      const failure = readApiFailure(error)
      const fieldMessage = failure?.fields.email
      if (failure?.status === 400 && fieldMessage && step.name === 'email') {
        emailForm.setError('email', { message: fieldMessage }, { shouldFocus: true })
      } else {
        setAlert(failure?.message ?? SEND_FAILED)
      }
    } finally {
      setBusy(null)
    }
  }

  const onEmail = async ({ email }: EmailFormValues) => {
    if (verified.email && verified.email.toLowerCase() === email.toLowerCase()) {
      onVerified(verified.email)
      return
    }
    await requestCode(email, false)
  }

  const onCode = async ({ code }: CodeFormValues) => {
    if (step.name !== 'code') return
    setBusy('checking')
    setAlert(null)
    setStatus(null)
    try {
      const answer = await apiRequest<CodeConfirmed>('POST', '/api/email-verification/confirm', { email: step.email, code })
      await verified.refresh()
      onVerified(answer.email || step.email)
    } catch (error) {
      const failure = readApiFailure(error)
      if (failure?.code === 'code_expired') {
        setStep({ ...step, expired: true })
        setAlert(failure.message ?? 'This code has expired. Please ask for a new one.')
      } else if (failure?.code === 'invalid_code' || failure?.code === 'validation_failed') {
        codeForm.reset({ code: '' })
        codeForm.setFocus('code')
        setAlert(failure.message ?? 'That code is not right. Please check the e-mail and try again.')
      } else {
        setAlert(failure?.message ?? CHECK_FAILED)
      }
    } finally {
      setBusy(null)
    }
  }

  const changeEmail = () => {
    setStep({ name: 'email' })
    setAlert(null)
    setStatus(null)
    codeForm.reset({ code: '' })
    // The email field is rendered again on the next paint.
    requestAnimationFrame(() => emailForm.setFocus('email'))
  }

  const Heading = headingLevel
  const headingId = `${id}-heading`
  const emailError = emailForm.formState.errors.email?.message
  const codeError = codeForm.formState.errors.code?.message

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
        <form className={styles.form} noValidate aria-label="Enter your code" onSubmit={codeForm.handleSubmit(onCode)}>
          <p id={`${id}-code-help`} className={styles.sentTo}>
            {step.expired ? (
              <>
                Please ask for a new code for <strong>{step.email}</strong>.
              </>
            ) : (
              <>
                We have e-mailed a 6-digit code to <strong>{step.email}</strong>. It lasts 15 minutes. If it has not arrived, check your
                spam folder.
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
      )}
    </section>
  )
}
