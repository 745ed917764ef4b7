export const LOYALTY_SETTINGS_SLUG = 'loyalty-settings'
export const LOYALTY_MEMBERS_SLUG = 'loyalty-members'
export const LOYALTY_LEDGER_SLUG = 'loyalty-ledger'
export const LOYALTY_REWARDS_SLUG = 'loyalty-rewards'
export const LOYALTY_ACHIEVEMENTS_SLUG = 'loyalty-achievements'
export const LOYALTY_REDEMPTIONS_SLUG = 'loyalty-redemptions'
export const LOYALTY_ACTIVITIES_SLUG = 'loyalty-activities'
export const ACTIVITY_KINDS = ['visit', 'party'] as const

export const POINT_ENTRY_KINDS = ['welcome', 'earn', 'tier_bonus', 'achievement', 'redemption', 'reversal', 'adjustment'] as const
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number]

export const ACHIEVEMENT_RULES = ['visits', 'parties'] as const
export type AchievementRule = (typeof ACHIEVEMENT_RULES)[number]

export type LoyaltyPluginOptions = { siteUrl: string }
