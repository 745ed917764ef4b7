import type { LoyaltyLevel, LoyaltyTier } from '@plugins/loyalty/contract'

/** The level's name as the CMS spells it, e.g. "Silver". */
export function levelLabel(level: LoyaltyLevel, tiers: readonly LoyaltyTier[]): string {
  return tiers.find((tier) => tier.level === level)?.label ?? level.charAt(0).toUpperCase() + level.slice(1)
}

const points = new Intl.NumberFormat('en-GB')

export const formatPoints = (value: number) => points.format(value)
