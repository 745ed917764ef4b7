'use client'

import { useState } from 'react'
import { useToast } from '@/components/toast/Toaster'
import { EmailVerification } from '@/components/verification/EmailVerification'
import { useVerifiedEmail } from '@/components/verification/useVerifiedEmail'
import { button, card, textButton } from '@/styles/primitives.css'
import { Loading } from './LoadStates'
import * as styles from './loyalty.css'

type Props = {
  defaultEmail: string
  /** Why the visitor is back here, e.g. their confirmation ran out. */
  notice: string | null
  focusEmail: boolean
  onReady: (email: string) => void
}

const HEADING = 'Find your rewards'
const INTRO =
  'Enter the e-mail address you book with. We will e-mail you a 6-digit code, so that only the owner of the address can see its points and rewards.'

/** The e-mail entry screen: continue as the address already confirmed here, or confirm one with a code. */
export function LoyaltyEntry({ defaultEmail, notice, focusEmail, onReady }: Props) {
  const { toast } = useToast()
  const verified = useVerifiedEmail()
  const [signingOut, setSigningOut] = useState(false)
  const [signedOut, setSignedOut] = useState(false)

  const signOut = async () => {
    setSigningOut(true)
    try {
      await verified.signOut()
      setSignedOut(true)
    } catch {
      toast({ title: 'Something went wrong', description: 'Please try again.', variant: 'destructive' })
    } finally {
      setSigningOut(false)
    }
  }

  let body
  if (verified.isLoading) {
    body = <Loading label="Checking…" />
  } else if (verified.email) {
    const confirmed = verified.email
    body = (
      <section className={`${card} ${styles.stack}`} aria-labelledby="loyalty-entry-title">
        <h1 id="loyalty-entry-title" className={styles.heading}>
          {HEADING}
        </h1>
        <p className={`${styles.muted} ${styles.breakWord}`}>
          You have already confirmed <strong>{confirmed}</strong> in this browser.
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={`${button.primary} ${styles.breakWord}`}
            disabled={signingOut}
            onClick={() => onReady(confirmed)}
          >
            Continue as {confirmed}
          </button>
          <button type="button" className={textButton} disabled={signingOut} onClick={() => void signOut()}>
            {signingOut ? 'Signing out...' : 'Not you? Use another e-mail'}
          </button>
        </div>
      </section>
    )
  } else {
    body = (
      <div className={card}>
        <EmailVerification
          heading={HEADING}
          headingLevel="h1"
          intro={INTRO}
          defaultEmail={defaultEmail}
          autoFocusEmail={focusEmail || signedOut}
          onVerified={onReady}
          onEmailInvalid={(reason) => {
            if (reason === 'required')
              toast({ title: 'Email Required', description: 'Please enter your email address', variant: 'destructive' })
          }}
        />
      </div>
    )
  }

  return (
    <div className={styles.entry}>
      <div className={styles.topBar}>
        <a href="/" className={styles.homeLink}>
          <span aria-hidden="true">←</span> Return home
        </a>
      </div>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {body}
    </div>
  )
}
