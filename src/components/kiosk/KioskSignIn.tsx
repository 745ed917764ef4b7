'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState, useTransition } from 'react'
import { useForm } from 'react-hook-form'
import { KioskNotice } from './KioskNotice'
import { signIn, signInRefusal, signInSchema, type SignInMode, type SignInRefusal, type SignInValues } from './signIn'
import * as styles from './kiosk.css'

const MODES: { mode: SignInMode; label: string; login: string; autoComplete: string }[] = [
  { mode: 'device', label: 'Kiosk account', login: 'Username', autoComplete: 'username' },
  { mode: 'staff', label: 'Staff e-mail', login: 'E-mail', autoComplete: 'email' },
]

/**
 * The only thing /check-in shows without a kiosk or staff session. Staff sign the tablet in once
 * with its kiosk account; the page then reloads its server part and shows the kiosk.
 */
export function KioskSignIn({ refusedAccount }: { refusedAccount: boolean }) {
  const router = useRouter()
  const [mode, setMode] = useState<SignInMode>('device')
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null)
  const [opening, startOpening] = useTransition()
  const form = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { login: '', password: '' } })
  const errors = form.formState.errors
  const current = MODES.find((candidate) => candidate.mode === mode)!

  const submit = async (values: SignInValues) => {
    setRefusal(null)
    try {
      await signIn(mode, values)
      startOpening(() => router.refresh())
    } catch (error) {
      setRefusal(signInRefusal(error))
      form.resetField('password')
      form.setFocus('password')
    }
  }

  const busy = form.formState.isSubmitting || opening
  return (
    <main id="main" tabIndex={-1} className={styles.main}>
      <section className={styles.panel} aria-labelledby="kiosk-sign-in-heading">
        <h1 id="kiosk-sign-in-heading" className={styles.title}>
          Sign in this kiosk
        </h1>
        <p className={styles.lead}>Staff: sign the tablet in with its kiosk account. Families: please ask a member of staff.</p>
        {refusedAccount ? (
          <KioskNotice tone="info" notice={{ title: 'Not a kiosk account', message: 'The account signed in on this tablet cannot use the kiosk. Please sign in with a kiosk or staff account.' }} />
        ) : null}
        <fieldset className={styles.fieldset}>
          <legend className={styles.label}>Sign in with</legend>
          <div className={styles.row}>
            {MODES.map((option) => (
              <label key={option.mode} className={styles.choice}>
                <input
                  type="radio"
                  className={styles.checkbox}
                  name="kiosk-sign-in-mode"
                  value={option.mode}
                  checked={mode === option.mode}
                  onChange={() => {
                    setMode(option.mode)
                    setRefusal(null)
                  }}
                />
                <span>{option.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <form className={styles.form} onSubmit={form.handleSubmit(submit)} noValidate aria-label="Sign in">
          <div className={styles.field}>
            <label className={styles.label} htmlFor="kiosk-login">
              {current.login}
            </label>
            <input
              id="kiosk-login"
              className={styles.input}
              type={mode === 'staff' ? 'email' : 'text'}
              autoComplete={current.autoComplete}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={errors.login ? true : undefined}
              aria-describedby={errors.login ? 'kiosk-login-error' : undefined}
              {...form.register('login')}
            />
            {errors.login ? (
              <p id="kiosk-login-error" className={styles.fieldError}>
                {errors.login.message}
              </p>
            ) : null}
          </div>
          <div className={styles.field}>
            <label className={styles.label} htmlFor="kiosk-password">
              Password
            </label>
            <input
              id="kiosk-password"
              className={styles.input}
              type="password"
              autoComplete="current-password"
              aria-invalid={errors.password ? true : undefined}
              aria-describedby={errors.password ? 'kiosk-password-error' : undefined}
              {...form.register('password')}
            />
            {errors.password ? (
              <p id="kiosk-password-error" className={styles.fieldError}>
                {errors.password.message}
              </p>
            ) : null}
          </div>
          <div role="alert" className={styles.liveRegion}>
            {refusal ? (
              <div className={styles.notice.error}>
                <p className={styles.noticeTitle}>{refusal.title}</p>
                <p className={styles.text}>{refusal.message}</p>
              </div>
            ) : null}
          </div>
          <button type="submit" className={`${styles.button.primary} ${styles.wide}`} disabled={busy}>
            {busy ? 'Signing in…' : 'Sign in'}
          </button>
        </form>
      </section>
    </main>
  )
}
