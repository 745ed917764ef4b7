import type { PayloadRequest } from 'payload'
import { dueAchievements } from '../domain/achievements'
import { LOYALTY_ACHIEVEMENTS_SLUG } from '../types'
import { addPoints, earnedAchievementIds, memberPoints } from './memberLedger'

/** Awards every achievement the member's visits and parties have reached, once each. Call under the member's lock. */
export async function awardAchievements(req: PayloadRequest, memberId: number): Promise<number> {
  // Sequential: inside the caller's transaction these share one connection.
  const { docs } = await req.payload.find({
    collection: LOYALTY_ACHIEVEMENTS_SLUG,
    where: { active: { equals: true } },
    limit: 100,
    depth: 0,
    req,
    overrideAccess: true,
  })
  const counts = await memberPoints(req, memberId)
  const earnedIds = new Set(await earnedAchievementIds(req, memberId))
  let awarded = 0
  for (const achievement of dueAchievements(docs, { visits: counts.visitCount, parties: counts.partyCount }, earnedIds)) {
    const written = await addPoints(req, {
      memberId,
      points: achievement.pointsReward,
      kind: 'achievement',
      description: `Achievement: ${achievement.title}`,
      entryKey: `achievement-${achievement.id}-member-${memberId}`,
      achievement: achievement.id,
    })
    if (written) awarded += 1
  }
  return awarded
}
