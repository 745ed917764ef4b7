import { useEffect, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import type { CodeConfirmedAnswer, CodeRequestedAnswer } from '@plugins/verification/contract'
import { lazyZodResolver } from '@/lib/forms/lazyZodResolver'
import { readApiFailure } from '@/lib/http/apiFailure'
import { apiRequest } from '@/lib/http/apiRequest'
import { useVerifiedEmail } from './useVerifiedEmail'
import type { CodeFormInput, CodeFormValues, EmailFormInput, EmailFormValues } from './verificationSchemas'

// The forms' schemas, loaded when the e-mail field is first used rather than with the page.
const loadSchemas = () => import('./verificationSchemas')
export const emailValidation = lazyZodResolver<EmailFormInput, EmailFormValues>(() =>
  loadSchemas().then((module) => module.emailFormSchema),
)
export const codeValidation = lazyZodResolver<CodeFormInput, CodeFormValues>(() => loadSchemas().then((module) => module.codeFormSchema))

export type Step = { name: 'email' } | { name: 'code'; email: string; expired: boolean }
export type Busy = 'sending' | 'checking' | null

const SEND_FAILED = 'We could not send a code just now. Please try again.'
const CHECK_FAILED = 'We could not check the code just now. Please try again.'

/**
 * The e-mail proof's state: which step the visitor is on, what is being sent or checked, the
 * messages to announce, the two forms, and the calls (POST /api/email-verification/request and
 * /confirm). Focus moves with the step.
 */
export function useEmailVerification({
  defaultEmail,
  onVerified,
  autoFocusEmail,
}: {
  defaultEmail: string
  onVerified: (email: string) => void
  autoFocusEmail: boolean
}) {
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
      await apiRequest<CodeRequestedAnswer>('POST', '/api/email-verification/request', { email })
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
      const answer = await apiRequest<CodeConfirmedAnswer>('POST', '/api/email-verification/confirm', { email: step.email, code })
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

  return { step, busy, alert, status, newCodeButton, emailForm, codeForm, requestCode, onEmail, onCode, changeEmail }
}
