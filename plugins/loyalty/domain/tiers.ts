/** Membership levels, lowest first. The thresholds and bonuses are CMS content (Loyalty settings). */
export const LOYALTY_LEVELS = ['bronze', 'silver', 'gold', 'platinum'] as const
export type LoyaltyLevel = (typeof LOYALTY_LEVELS)[number]

export type LoyaltyTier = {
  level: LoyaltyLevel
  label: string
  /** Total points earned from which this level applies. */
  minPoints: number
  /** Extra points, as a percentage of the points a payment earns. */
  bonusPercent: number
  /** The bonus applies only to visits on a Saturday or Sunday. */
  bonusWeekendsOnly: boolean
}

export type LoyaltyProgram = { pointsPerPound: number; welcomeBonus: number; tiers: LoyaltyTier[] }

/** Tiers sorted by threshold; the lowest always applies from 0 so every member has a level. */
export function sortedTiers(tiers: readonly LoyaltyTier[]): LoyaltyTier[] {
  const sorted = [...tiers].sort((a, b) => a.minPoints - b.minPoints)
  if (sorted.length === 0) return [{ level: 'bronze', label: 'Bronze', minPoints: 0, bonusPercent: 0, bonusWeekendsOnly: false }]
  return sorted.map((tier, index) => (index === 0 ? { ...tier, minPoints: 0 } : tier))
}

/** The level a member holds with this many points earned in total (spending never lowers it). */
export function tierFor(totalPoints: number, tiers: readonly LoyaltyTier[]): LoyaltyTier {
  const sorted = sortedTiers(tiers)
  let current = sorted[0]!
  for (const tier of sorted) if (totalPoints >= tier.minPoints) current = tier
  return current
}

export type LevelProgress = {
  current: LoyaltyTier
  next: LoyaltyTier | null
  /** 0-100, how far through the current band; 100 at the top level. */
  percent: number
  /** Points still to earn for the next level; 0 at the top level. */
  pointsToNext: number
}

/** Progress to the next level on total points: bronze 0-500, silver 500-2000, gold 2000-5000, platinum 100%. */
export function levelProgress(totalPoints: number, tiers: readonly LoyaltyTier[]): LevelProgress {
  const sorted = sortedTiers(tiers)
  const current = tierFor(totalPoints, sorted)
  const next = sorted[sorted.findIndex((tier) => tier.level === current.level) + 1] ?? null
  if (!next) return { current, next: null, percent: 100, pointsToNext: 0 }
  const band = next.minPoints - current.minPoints
  const percent = band <= 0 ? 100 : Math.min(100, Math.max(0, Math.floor(((totalPoints - current.minPoints) / band) * 100)))
  return { current, next, percent, pointsToNext: Math.max(0, next.minPoints - totalPoints) }
}
