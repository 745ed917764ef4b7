import type { Payload, PayloadRequest } from 'payload'
import { sortedTiers, type LoyaltyProgram } from '../domain/tiers'
import { LOYALTY_SETTINGS_SLUG } from '../types'

/** Points per pound, the welcome bonus and the levels, from the CMS. */
export async function loadLoyaltyProgram(payload: Payload, req?: PayloadRequest): Promise<LoyaltyProgram> {
  const settings = await payload.findGlobal({ slug: LOYALTY_SETTINGS_SLUG, depth: 0, req, overrideAccess: true })
  return {
    // An install that has not been seeded since loyalty arrived earns nothing rather than failing.
    pointsPerPound: settings.pointsPerPound ?? 0,
    welcomeBonus: settings.welcomeBonus ?? 0,
    tiers: sortedTiers(
      (settings.tiers ?? []).map((tier) => ({
        level: tier.level,
        label: tier.label,
        minPoints: tier.minPoints,
        bonusPercent: tier.bonusPercent,
        bonusWeekendsOnly: Boolean(tier.bonusWeekendsOnly),
      })),
    ),
  }
}
