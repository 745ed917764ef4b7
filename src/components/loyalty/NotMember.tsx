'use client'

import { useEffect, useRef } from 'react'
import type { LoyaltyProgram } from '@plugins/loyalty/contract'
import { button, card, textButton } from '@/styles/primitives.css'
import { formatPoints } from './levels'
import * as styles from './loyalty.css'

/** No account for a verified address: membership is free and starts with the first paid booking. */
export function NotMember({
  email,
  program,
  onUseAnotherEmail,
}: {
  email: string
  program: LoyaltyProgram
  onUseAnotherEmail: () => void
}) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])

  const earning = `earn ${formatPoints(program.pointsPerPound)} ${program.pointsPerPound === 1 ? 'point' : 'points'} for every £1 you spend`
  const welcome =
    program.welcomeBonus > 0 ? `You start with ${formatPoints(program.welcomeBonus)} welcome points and ${earning}.` : `You ${earning}.`

  return (
    <section className={`${card} ${styles.stack}`} aria-labelledby="loyalty-not-member-title">
      <h1 id="loyalty-not-member-title" ref={heading} tabIndex={-1} className={styles.heading}>
        No rewards account yet
      </h1>
      <p className={`${styles.itemText} ${styles.breakWord}`}>
        We could not find a rewards account for <strong>{email}</strong>.
      </p>
      <p className={styles.itemText}>
        Membership is free and automatic: just tick the loyalty box when you make your first paid booking with this e-mail address.{' '}
        {welcome}
      </p>
      <div className={styles.actions}>
        <a href="/booking" className={button.primary}>
          Book &amp; Earn Points
        </a>
        <button type="button" className={textButton} onClick={onUseAnotherEmail}>
          Use another e-mail
        </button>
      </div>
    </section>
  )
}
