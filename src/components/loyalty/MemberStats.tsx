import type { LoyaltyTier } from '@plugins/loyalty/contract'
import { formatPoints, levelLabel } from './levels'
import type { LoyaltyMember } from './loyaltyApi'
import * as styles from './loyalty.css'

/** The four stat cards: points to spend, points ever earned, visits and level. */
export function MemberStats({ member, tiers }: { member: LoyaltyMember; tiers: readonly LoyaltyTier[] }) {
  return (
    <ul className={styles.stats} aria-label="Your membership">
      <li className={styles.stat}>
        <span className={styles.statLabel}>Current Points</span>
        <span className={styles.statValue}>{formatPoints(member.currentPoints)}</span>
      </li>
      <li className={styles.stat}>
        <span className={styles.statLabel}>Total Points Earned</span>
        <span className={styles.statValue}>{formatPoints(member.totalPoints)}</span>
      </li>
      <li className={styles.stat}>
        <span className={styles.statLabel}>Total Visits</span>
        <span className={styles.statValue}>{formatPoints(member.visitCount)}</span>
      </li>
      <li className={styles.stat}>
        <span className={styles.statLabel}>Membership Level</span>
        <span className={styles.levelBadge}>{levelLabel(member.membershipLevel, tiers)}</span>
      </li>
    </ul>
  )
}
