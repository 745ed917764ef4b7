import type { Config } from 'payload'
import { LoyaltyAchievements, LoyaltyRewards } from './collections/LoyaltyContent'
import { LoyaltyActivities, LoyaltyLedger, LoyaltyMembers, LoyaltyRedemptions } from './collections/LoyaltyRecords'
import { LoyaltySettings } from './collections/LoyaltySettings'
import { contribute } from '@/lib/plugins/contributions'
import { loyaltyPersonalData } from './contributions/personalData'
import { achievementsEndpoint, memberEndpoint, redeemEndpoint, rewardsEndpoint, transactionsEndpoint } from './endpoints/loyaltyEndpoints'
import type { LoyaltyPluginOptions } from './types'

export { recordCancelledBooking, recordPaidBooking, recordPartyBooked, recordVisit, recordVisitUndone } from './operations/recordActivity'
export { loadLoyaltyProgram } from './operations/loadLoyaltyProgram'
// For the party page: a redeemed party reward spent on a party.
export { spendPartyReward, type PartyRewardResult } from './operations/partyReward'
// For the staff plugin: a member's points seen and adjusted at the desk.
export { adjustPoints, loyaltySummary, type LoyaltySummary, type PointsAdjustment } from './operations/adjustPoints'
export { LOYALTY_MEMBERS_SLUG, type LoyaltyPluginOptions } from './types'

/** Members by e-mail, a points ledger, levels, rewards and achievements. */
export const loyaltyPlugin =
  (options: LoyaltyPluginOptions) =>
  (config: Config): Config => ({
    ...config,
    collections: [
      ...(config.collections ?? []),
      LoyaltyMembers,
      LoyaltyLedger,
      LoyaltyActivities,
      LoyaltyRedemptions,
      LoyaltyRewards,
      LoyaltyAchievements,
    ],
    globals: [...(config.globals ?? []), LoyaltySettings],
    custom: contribute(config.custom, loyaltyPersonalData),
    endpoints: [
      ...(config.endpoints ?? []),
      memberEndpoint,
      rewardsEndpoint,
      achievementsEndpoint,
      transactionsEndpoint,
      redeemEndpoint(options.siteUrl.replace(/\/+$/, '')),
    ],
  })
