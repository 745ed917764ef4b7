import type { LoyaltyTier } from './tiers'

export type PaymentPoints = { base: number; bonus: number }

/**
 * Points for money paid: `pointsPerPound` per whole pound, plus the member's level bonus (a
 * percentage of those points, rounded down; some levels only at weekends).
 */
export function pointsForPayment(input: {
  paidPence: number
  pointsPerPound: number
  tier: LoyaltyTier
  visitDate: string
}): PaymentPoints {
  const base = Math.floor(Math.max(0, input.paidPence) / 100) * input.pointsPerPound
  const applies = input.tier.bonusPercent > 0 && (!input.tier.bonusWeekendsOnly || isVenueWeekend(input.visitDate))
  return { base, bonus: applies ? Math.floor((base * input.tier.bonusPercent) / 100) : 0 }
}

/** Saturday or Sunday on the venue's calendar for a 'yyyy-MM-dd' date. */
export function isVenueWeekend(date: string): boolean {
  // A calendar date's weekday does not depend on the time zone.
  const [year, month, day] = date.split('-').map(Number)
  const weekday = new Date(Date.UTC(year!, month! - 1, day!)).getUTCDay()
  return weekday === 0 || weekday === 6
}

/**
 * Points a refund takes back: the booking's earned points in proportion to the money returned,
 * rounded down, and never more than the member still has (points already spent stay spent).
 */
export function pointsToReverse(input: { earnedPoints: number; paidPence: number; refundPence: number; currentPoints: number }): number {
  if (input.earnedPoints <= 0 || input.paidPence <= 0 || input.refundPence <= 0) return 0
  const share = Math.min(1, input.refundPence / input.paidPence)
  return Math.max(0, Math.min(Math.floor(input.earnedPoints * share), input.currentPoints))
}
