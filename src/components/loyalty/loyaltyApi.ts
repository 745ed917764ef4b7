import type { PublicMember } from '@plugins/loyalty/contract'
import { apiRequest } from '@/lib/http/apiRequest'

export { getJson, swrDefaults } from '@/components/booking/bookingApi'

/** The member as GET /api/loyalty/member/{email} answers it. */
export type LoyaltyMember = PublicMember
export type LoyaltyReward = {
  id: number
  icon: string | null
  title: string
  description: string
  value: string | null
  pointsCost: number
}
export type LoyaltyAchievement = {
  id: number
  icon: string | null
  title: string
  description: string
  pointsReward: number
  category: string | null
}
export type LoyaltyTransaction = { id: number; description: string; points: number; createdAt: string }
export type Redemption = { code: string; rewardTitle: string; pointsCost: number; createdAt: string }

export type MemberAnswer = { member: LoyaltyMember }
export type RewardsAnswer = { rewards: LoyaltyReward[] }
export type AchievementsAnswer = { achievements: LoyaltyAchievement[] }
export type TransactionsAnswer = { transactions: LoyaltyTransaction[] }
export type RedeemAnswer = { member: LoyaltyMember; redemption: Redemption }

export const memberPath = (email: string) => `/api/loyalty/member/${encodeURIComponent(email)}`
export const REWARDS_PATH = '/api/loyalty/rewards'
export const ACHIEVEMENTS_PATH = '/api/loyalty/achievements'
export const transactionsPath = (memberId: number) => `/api/loyalty/transactions?memberId=${encodeURIComponent(String(memberId))}`

export function redeemReward(memberId: number, reward: Pick<LoyaltyReward, 'id' | 'pointsCost'>): Promise<RedeemAnswer> {
  return apiRequest<RedeemAnswer>('POST', '/api/loyalty/redeem', { memberId, rewardId: reward.id, pointsCost: reward.pointsCost })
}
