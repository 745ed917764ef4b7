import type { AchievementRule } from '../types'

export type AchievementRuleDoc = {
  id: number
  rule: AchievementRule
  threshold: number
  pointsReward: number
  title: string
  active?: boolean | null
}

export type MemberCounts = { visits: number; parties: number }

/** Achievements the member has just reached and not been awarded before; each is awarded once. */
export function dueAchievements(
  achievements: readonly AchievementRuleDoc[],
  counts: MemberCounts,
  earnedIds: ReadonlySet<number>,
): AchievementRuleDoc[] {
  return achievements.filter(
    (achievement) =>
      achievement.active !== false &&
      !earnedIds.has(achievement.id) &&
      counts[achievement.rule === 'visits' ? 'visits' : 'parties'] >= achievement.threshold,
  )
}
