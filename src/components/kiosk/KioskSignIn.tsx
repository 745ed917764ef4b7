'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useRouter } from 'next/navigation'
import { useState, useSyncExternalStore, useTransition } from 'react'
import { useForm } from 'react-hook-form'
import { isAtWrongAddress, wrongAddressNotice, type ServerAddress } from './kioskFailure'
import { KioskNotice, type NoticeContent } from './KioskNotice'
import { signIn, signInRefusal, signInSchema, type SignInMode, type SignInRefusal, type SignInValues } from './signIn'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'

const MODES: { mode: SignInMode; label: string; login: string; autoComplete: string }[] = [
  { mode: 'device', label: 'Kiosk account', login: 'Username', autoComplete: 'username' },
  { mode: 'staff', label: 'Staff e-mail', login: 'E-mail', autoComplete: 'email' },
]

const noSubscription = () => () => {}
const pageOrigin = () => window.location.origin

type Props = {
  refusedAccount: boolean
  server: ServerAddress
  /** Why the kiosk is back here (SIGNED_OUT); at an address the server refuses, that is said instead. */
  signedOut?: NoticeContent | null
  onSignedIn?: () => void
}

/**
 * The only thing /check-in shows without a kiosk or staff session. Staff sign the tablet in once
 * with its kiosk account; the page then reloads its server part and shows the kiosk. Opened at an
 * address other than SERVER_URL, it says so before anyone signs in: the sign-in would not last.
 */
export function KioskSignIn({ refusedAccount, server, signedOut = null, onSignedIn }: Props) {
  const router = useRouter()
  const origin = useSyncExternalStore(noSubscription, pageOrigin, () => null)
  const wrongAddress = origin !== null && isAtWrongAddress(origin, server) ? wrongAddressNotice(origin, server) : null
  const reason = wrongAddress ?? signedOut
  // The reason the kiosk came back here is read out first.
  const explanation = useFocusOnMount<HTMLDivElement>(signedOut !== null)
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
      startOpening(() => {
        onSignedIn?.()
        router.refresh()
      })
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
        {reason ? (
          <div ref={explanation} tabIndex={-1} className={styles.focusBox}>
            <KioskNotice tone={wrongAddress ? 'error' : 'info'} notice={reason} />
          </div>
        ) : null}
        {refusedAccount ? (
          <KioskNotice
            tone="info"
            notice={{
              title: 'Not a kiosk account',
              message: 'The account signed in on this tablet cannot use the kiosk. Please sign in with a kiosk or staff account.',
            }}
          />
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
