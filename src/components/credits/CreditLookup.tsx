'use client'

import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { LazyPartFallback } from '@/components/lazy/LazyPartFallback'
import { useVerifiedEmail } from '@/components/verification/useVerifiedEmail'
import { button, card } from '@/styles/primitives.css'
import * as styles from './credits.css'
import { useLazyModule } from '@/lib/lazy/useLazyModule'
import { creditsRemaining, useCreditBalance, type CreditBalance } from './creditsApi'

// The e-mail check (a form and its libraries) loads when a visitor opens it, not with the page.
const loadEmailVerification = () => import('@/components/verification/EmailVerification')

type Props = {
  title: string
  titleId: string
  headingLevel?: 'h2' | 'h3'
  /** Shown before the visitor has proved an address. */
  intro: string
  /** Shown under a balance, e.g. that credits apply when booking with that address. */
  verifiedNote?: (email: string) => ReactNode
  /** Shown under a balance above zero, e.g. what it will save on the tickets chosen. */
  balanceNote?: (totalCredits: number) => ReactNode
}

/**
 * A credit balance, shown only for the address proved in this browser (the server answers nothing
 * personal otherwise). Until then it offers the code-by-e-mail check, folded away behind a button.
 */
export function CreditLookup({ title, titleId, headingLevel = 'h2', intro, verifiedNote, balanceNote }: Props) {
  const Heading = headingLevel
  const { email, isLoading, refresh, signOut } = useVerifiedEmail()
  const [open, setOpen] = useState(false)
  const verification = useLazyModule(loadEmailVerification)
  const panelId = useId()

  return (
    <section className={card} aria-labelledby={titleId}>
      <Heading id={titleId} style={{ marginTop: 0 }}>
        {title}
      </Heading>
      {isLoading ? (
        <p role="status" className={styles.muted}>
          Checking…
        </p>
      ) : email ? (
        <div className={styles.stack}>
          <VerifiedBalance email={email} refresh={refresh} balanceNote={balanceNote} />
          {verifiedNote ? <p className={`${styles.noticeText} ${styles.wrap}`}>{verifiedNote(email)}</p> : null}
          <button type="button" className={styles.linkButton} onClick={() => signOut().catch(() => undefined)}>
            Use a different e-mail
          </button>
        </div>
      ) : (
        <div className={styles.stack}>
          <p className={styles.noticeText}>{intro}</p>
          <button
            type="button"
            className={button.outline}
            style={{ justifySelf: 'start' }}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => {
              verification.request()
              setOpen((current) => !current)
            }}
          >
            Check my credits
          </button>
          <div id={panelId} hidden={!open}>
            {open && !verification.module ? (
              <LazyPartFallback
                failed={verification.failed}
                loadingLabel="Loading the e-mail check"
                what="The e-mail check"
                onRetry={verification.request}
              />
            ) : null}
            {open && verification.module ? (
              <verification.module.EmailVerification
                heading="Verify your e-mail"
                intro="We will e-mail you a 6-digit code. Enter it here to see the credits bought with that address."
                onVerified={() => {
                  setOpen(false)
                  void refresh()
                }}
              />
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}

function VerifiedBalance({
  email,
  refresh,
  balanceNote,
}: {
  email: string
  refresh: () => unknown
  balanceNote?: (totalCredits: number) => ReactNode
}) {
  const { data, error, isLoading, mutate } = useCreditBalance(email)
  const expiredFor = useRef<CreditBalance | null>(null)

  // The proof lapsed between the session check and this lookup: re-read it so the page offers the check again.
  useEffect(() => {
    if (data && !data.verified && expiredFor.current !== data) {
      expiredFor.current = data
      void refresh()
    }
  }, [data, refresh])

  if (isLoading) {
    return (
      <p role="status" className={styles.muted}>
        Checking your credits…
      </p>
    )
  }
  if (error || !data) {
    return (
      <div role="alert" className={styles.failureNotice}>
        <p className={styles.noticeText}>We could not check your credits just now.</p>
        <button type="button" className={styles.linkButton} onClick={() => void mutate()}>
          Try again
        </button>
      </div>
    )
  }
  if (!data.verified) {
    return (
      <p role="status" className={styles.muted}>
        Your e-mail check has expired. Please check your e-mail again.
      </p>
    )
  }
  if (data.totalActiveCredits > 0) {
    return (
      <div role="status" className={styles.notice}>
        <p className={styles.noticeTitle}>You have existing credits!</p>
        <p className={styles.noticeText}>
          <strong>{creditsRemaining(data.totalActiveCredits)}</strong> <span className={styles.wrap}>on {email}</span>
        </p>
        {balanceNote ? <p className={styles.noticeText}>{balanceNote(data.totalActiveCredits)}</p> : null}
      </div>
    )
  }
  return (
    <p role="status" className={`${styles.noticeText} ${styles.wrap}`}>
      No credits on {email} yet
    </p>
  )
}
