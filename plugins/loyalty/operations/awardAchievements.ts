import type { PayloadRequest } from 'payload'
import { dueAchievements } from '../domain/achievements'
import { LOYALTY_ACHIEVEMENTS_SLUG } from '../types'
import { addPoints, memberPoints } from './memberLedger'
import { sql } from '@payloadcms/db-postgres'
import { transactionDb } from '@/lib/db/transaction'

/** Awards every achievement the member's visits and parties have reached, once each. Call under the member's lock. */
export async function awardAchievements(req: PayloadRequest, memberId: number): Promise<number> {
  // Sequential: inside the caller's transaction these share one connection.
  const { docs } = await req.payload.find({ collection: LOYALTY_ACHIEVEMENTS_SLUG, where: { active: { equals: true } }, limit: 100, depth: 0, req, overrideAccess: true })
  const counts = await memberPoints(req, memberId)
  const earned = await (await transactionDb(req)).execute(sql`select distinct achievement_id from loyalty_ledger where member_id = ${memberId} and achievement_id is not null`)
  const earnedIds = new Set((earned.rows as { achievement_id: number }[]).map((row) => Number(row.achievement_id)))
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
