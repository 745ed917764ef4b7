'use client'

import type { SyncOutcome } from '@plugins/checkin/contract'
import { useOfflineKiosk } from './OfflineKiosk'
import * as styles from '../kiosk.css'

const OUTCOME_WORDS: Record<SyncOutcome, string> = {
  applied: 'Sent: done as recorded.',
  duplicate_attempt: 'Already done on another tablet: the earlier one stands.',
  refused: 'Not applied: please tell a member of staff.',
  flagged: 'Sent: kept for staff to check.',
}

/**
 * What became of each item the tablet sent after a drop: for staff at the door (the desk sees the
 * same on the Overview). Labels carry booking references and times, never a family's name.
 */
export function SyncResults() {
  const { results, dismissResults } = useOfflineKiosk()
  if (results.length === 0) return null
  return (
    <section className={styles.panel} aria-labelledby="kiosk-sync-results">
      <h2 id="kiosk-sync-results" className={styles.subtitle}>
        Sent After the Connection Came Back
      </h2>
      <ul className={styles.list}>
        {results.map((result) => (
          <li key={result.key} className={result.outcome === 'applied' ? styles.notice.success : styles.notice.info}>
            <p className={styles.noticeTitle}>{result.label}</p>
            <p className={styles.text}>{OUTCOME_WORDS[result.outcome]}</p>
            {result.message ? <p className={styles.text}>{result.message}</p> : null}
          </li>
        ))}
      </ul>
      <div className={styles.row}>
        <button type="button" className={styles.button.outline} onClick={() => void dismissResults()}>
          Clear This List
        </button>
      </div>
    </section>
  )
}
