import type { LoyaltyLevel } from './tiers'

/** The member as the spec's loyalty page reads it (GET /api/loyalty/member/{email}, POST /api/loyalty/redeem). */
export type PublicMember = {
  id: number
  name: string
  email: string
  currentPoints: number
  totalPoints: number
  visitCount: number
  membershipLevel: LoyaltyLevel
  earnedAchievementIds: number[]
}

/** A reward redeemed: the code the family shows at the desk (POST /api/loyalty/redeem). */
export type Redemption = { code: string; rewardTitle: string; pointsCost: number; createdAt: string }
