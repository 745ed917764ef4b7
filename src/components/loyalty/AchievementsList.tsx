'use client'

import useSWR from 'swr'
import { formatPoints } from './levels'
import { LoadFailed, Loading } from './LoadStates'
import { ACHIEVEMENTS_PATH, getJson, swrDefaults, type AchievementsAnswer, type LoyaltyMember } from './loyaltyApi'
import * as styles from './loyalty.css'

/** What can be achieved, with the member's own marked as earned. */
export function AchievementsList({ member }: { member: LoyaltyMember }) {
  const { data, error, isLoading, mutate } = useSWR<AchievementsAnswer>(ACHIEVEMENTS_PATH, getJson, swrDefaults)

  if (error) return <LoadFailed message="We could not load the achievements just now." onRetry={() => void mutate()} />
  if (isLoading || !data) return <Loading label="Loading achievements…" />
  if (data.achievements.length === 0) return <p className={styles.empty}>No achievements to unlock yet. Please check back soon.</p>

  const earned = new Set(member.earnedAchievementIds)
  return (
    <ul className={styles.cards}>
      {data.achievements.map((achievement) => {
        const done = earned.has(achievement.id)
        return (
          <li key={achievement.id} className={done ? styles.earnedCard : styles.itemCard}>
            <div className={styles.itemHead}>
              {achievement.icon ? (
                <span className={styles.icon} aria-hidden="true">
                  {achievement.icon}
                </span>
              ) : null}
              <h3 className={styles.itemTitle}>{achievement.title}</h3>
            </div>
            <p className={styles.itemText}>{achievement.description}</p>
            <div className={styles.itemFoot}>
              {achievement.category ? <span className={styles.muted}>{achievement.category}</span> : <span />}
              {done ? (
                <span className={styles.earnedBadge}>✓ Earned</span>
              ) : (
                <span className={styles.rewardBadge}>+{formatPoints(achievement.pointsReward)} points</span>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
