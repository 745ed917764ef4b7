'use client'

import useSWR from 'swr'
import { readApiFailure } from '@/lib/http/apiFailure'
import { visuallyHidden } from '@/styles/primitives.css'
import { formatPoints } from './levels'
import { LoadFailed, Loading } from './LoadStates'
import { getJson, swrDefaults, transactionsPath, type TransactionsAnswer } from './loyaltyApi'
import * as styles from './loyalty.css'

const when = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

/** The member's points history, newest first: earned in green with "+", spent in red with "−". */
export function ActivityHistory({ memberId, onVerificationLost }: { memberId: number; onVerificationLost: () => void }) {
  const { data, error, isLoading, mutate } = useSWR<TransactionsAnswer>(transactionsPath(memberId), getJson, {
    ...swrDefaults,
    onError: (cause) => {
      if (readApiFailure(cause)?.code === 'verification_required') onVerificationLost()
    },
  })

  if (error) return <LoadFailed message="We could not load your activity just now." onRetry={() => void mutate()} />
  if (isLoading || !data) return <Loading label="Loading your activity…" />
  if (data.transactions.length === 0) return <p className={styles.empty}>No activity yet</p>

  return (
    <ul className={styles.history} aria-label="Points history">
      {data.transactions.map((entry) => {
        const earned = entry.points >= 0
        return (
          <li key={entry.id} className={styles.historyRow}>
            <span className={styles.historyText}>
              <span>{entry.description}</span>
              <time className={styles.muted} dateTime={entry.createdAt}>
                {when.format(new Date(entry.createdAt))}
              </time>
            </span>
            <span className={earned ? styles.pointsEarned : styles.pointsSpent}>
              {earned ? '+' : '−'}
              {formatPoints(Math.abs(entry.points))}
              <span className={visuallyHidden}> points {earned ? 'earned' : 'spent'}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
