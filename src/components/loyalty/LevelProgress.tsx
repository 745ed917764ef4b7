import { levelProgress, type LoyaltyTier } from '@plugins/loyalty/contract'
import { useId } from 'react'
import { formatPoints } from './levels'
import * as styles from './loyalty.css'

/** Progress through the current level's band, on total points earned (spending never lowers it). */
export function LevelProgress({ totalPoints, tiers }: { totalPoints: number; tiers: readonly LoyaltyTier[] }) {
  const id = useId()
  const progress = levelProgress(totalPoints, tiers)
  const summary = progress.next
    ? `${formatPoints(progress.pointsToNext)} points to ${progress.next.label}`
    : `You are at our highest level, ${progress.current.label}.`
  return (
    <section className={styles.progressBox} aria-labelledby={`${id}-title`}>
      <div className={styles.progressHead}>
        <h2 id={`${id}-title`} className={styles.sectionTitle}>
          {progress.next ? `Progress to ${progress.next.label}` : `${progress.current.label} member`}
        </h2>
        <span aria-hidden="true">{progress.percent}%</span>
      </div>
      <progress
        className={styles.progress}
        value={progress.percent}
        max={100}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-summary`}
      >
        {progress.percent}%
      </progress>
      <p id={`${id}-summary`} className={styles.muted}>
        {summary}
      </p>
    </section>
  )
}
