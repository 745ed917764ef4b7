import { createElement } from 'react'
import type { PayloadRequest } from 'payload'
import { htmlAndText, loadEmailVenue, queueEmail } from '@plugins/email'
import { inTransaction } from '@/lib/db/transaction'
import type { Redemption } from '../domain/memberAnswers'
import { newRedemptionCode } from '../domain/redemptionCode'
import { RedemptionEmail } from '../emails/RedemptionEmail'
import { LOYALTY_MEMBERS_SLUG, LOYALTY_REDEMPTIONS_SLUG, LOYALTY_REWARDS_SLUG } from '../types'
import { addPoints, lockMember, memberPoints, publicMember, type PublicMember } from './memberLedger'

export type RedeemResult =
  | { status: 'redeemed'; member: PublicMember; redemption: Redemption }
  | { status: 'not_your_account' }
  | { status: 'reward_not_found' }
  | { status: 'points_cost_changed'; currentPointsCost: number }
  | { status: 'insufficient_points'; currentPoints: number }

/**
 * Spends points on a reward in one transaction under the member's lock: the cost comes from the
 * CMS (the browser's figure must match it), points never go below zero, and the code is recorded
 * for staff and e-mailed in the same commit.
 */
export async function redeemReward(
  req: PayloadRequest,
  input: { memberId: number; rewardId: number; pointsCost: number; verifiedEmail: string; siteUrl: string },
): Promise<RedeemResult> {
  const venue = await loadEmailVenue(req.payload, input.siteUrl)
  return inTransaction(req, async () => {
    const member = await req.payload.findByID({
      collection: LOYALTY_MEMBERS_SLUG,
      id: input.memberId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!member || member.email !== input.verifiedEmail) return { status: 'not_your_account' }
    const reward = await req.payload.findByID({
      collection: LOYALTY_REWARDS_SLUG,
      id: input.rewardId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!reward || reward.active === false) return { status: 'reward_not_found' }
    if (reward.pointsCost !== input.pointsCost) return { status: 'points_cost_changed', currentPointsCost: reward.pointsCost }

    await lockMember(req, member.id)
    const { currentPoints } = await memberPoints(req, member.id)
    if (currentPoints < reward.pointsCost) return { status: 'insufficient_points', currentPoints }

    const redemption = await req.payload.create({
      collection: LOYALTY_REDEMPTIONS_SLUG,
      data: { code: newRedemptionCode(), member: member.id, reward: reward.id, rewardTitle: reward.title, pointsCost: reward.pointsCost },
      req,
      overrideAccess: true,
    })
    await addPoints(req, {
      memberId: member.id,
      points: -reward.pointsCost,
      kind: 'redemption',
      description: `Redeemed: ${reward.title} (${redemption.code})`,
      entryKey: `redemption-${redemption.id}`,
    })
    const body = await htmlAndText(
      createElement(RedemptionEmail, {
        venue,
        name: member.name,
        rewardTitle: reward.title,
        code: redemption.code,
        pointsCost: reward.pointsCost,
        pointsLeft: currentPoints - reward.pointsCost,
      }),
    )
    await queueEmail(req, { to: member.email, replyTo: venue.email, subject: `Your reward: ${reward.title} (${redemption.code})`, ...body })
    return {
      status: 'redeemed',
      member: await publicMember(req, member),
      redemption: { code: redemption.code, rewardTitle: reward.title, pointsCost: reward.pointsCost, createdAt: redemption.createdAt },
    }
  })
}
