import { describe, expect, it } from 'vitest'
import { dueAchievements } from '@plugins/loyalty/domain/achievements'
import { isVenueWeekend, pointsForPayment, pointsToReverse } from '@plugins/loyalty/domain/earning'
import { newRedemptionCode } from '@plugins/loyalty/domain/redemptionCode'
import { levelProgress, tierFor, type LoyaltyTier } from '@plugins/loyalty/domain/tiers'
import { loyaltySettingsSeed } from '@/seed/data/creditsAndLoyalty'

const tiers = loyaltySettingsSeed.tiers as LoyaltyTier[]
const tier = (level: string) => tiers.find((candidate) => candidate.level === level)!

describe('levels by total points earned', () => {
  it.each([
    [0, 'bronze'],
    [499, 'bronze'],
    [500, 'silver'],
    [1999, 'silver'],
    [2000, 'gold'],
    [4999, 'gold'],
    [5000, 'platinum'],
    [90000, 'platinum'],
  ])('%i points is %s', (points, level) => {
    expect(tierFor(points, tiers).level).toBe(level)
  })

  it('does not depend on the order the CMS lists the levels in', () => {
    expect(tierFor(2500, [...tiers].reverse()).level).toBe('gold')
  })
})

describe('progress to the next level (spec bands)', () => {
  it.each([
    [0, 0, 500, 'silver'],
    [250, 50, 250, 'silver'],
    [500, 0, 1500, 'gold'],
    [1250, 50, 750, 'gold'],
    [3500, 50, 1500, 'platinum'],
  ])('%i points: %i percent, %i to %s', (points, percent, toNext, next) => {
    const progress = levelProgress(points, tiers)
    expect(progress.percent).toBe(percent)
    expect(progress.pointsToNext).toBe(toNext)
    expect(progress.next?.level).toBe(next)
  })

  it('is 100% at the top level', () => {
    expect(levelProgress(5000, tiers)).toMatchObject({ percent: 100, pointsToNext: 0, next: null })
  })
})

describe('points for a payment', () => {
  const saturday = '2026-11-28'
  const monday = '2026-11-23'

  it('one point per whole pound paid, rounded down', () => {
    expect(pointsForPayment({ paidPence: 2199, pointsPerPound: 1, tier: tier('bronze'), visitDate: monday })).toEqual({
      base: 21,
      bonus: 0,
    })
    expect(pointsForPayment({ paidPence: 99, pointsPerPound: 1, tier: tier('bronze'), visitDate: monday })).toEqual({ base: 0, bonus: 0 })
  })

  it('Silver earns 5% more only at weekends', () => {
    expect(pointsForPayment({ paidPence: 4000, pointsPerPound: 1, tier: tier('silver'), visitDate: saturday })).toEqual({
      base: 40,
      bonus: 2,
    })
    expect(pointsForPayment({ paidPence: 4000, pointsPerPound: 1, tier: tier('silver'), visitDate: monday })).toEqual({
      base: 40,
      bonus: 0,
    })
  })

  it('Gold 10% and Platinum 15% always, rounded down', () => {
    expect(pointsForPayment({ paidPence: 2100, pointsPerPound: 1, tier: tier('gold'), visitDate: monday })).toEqual({ base: 21, bonus: 2 })
    expect(pointsForPayment({ paidPence: 10000, pointsPerPound: 1, tier: tier('platinum'), visitDate: monday })).toEqual({
      base: 100,
      bonus: 15,
    })
  })

  it('knows weekends on the calendar date', () => {
    expect([isVenueWeekend('2026-11-28'), isVenueWeekend('2026-11-29'), isVenueWeekend('2026-11-30')]).toEqual([true, true, false])
  })
})

describe('points a refund takes back', () => {
  it('all of them for a full refund, none without one', () => {
    expect(pointsToReverse({ earnedPoints: 23, paidPence: 2100, refundPence: 2100, currentPoints: 100 })).toBe(23)
    expect(pointsToReverse({ earnedPoints: 23, paidPence: 2100, refundPence: 0, currentPoints: 100 })).toBe(0)
  })

  it('in proportion to a part refund, rounded down', () => {
    expect(pointsToReverse({ earnedPoints: 21, paidPence: 2100, refundPence: 1050, currentPoints: 100 })).toBe(10)
  })

  it('never more than the member still has', () => {
    expect(pointsToReverse({ earnedPoints: 40, paidPence: 4000, refundPence: 4000, currentPoints: 12 })).toBe(12)
    expect(pointsToReverse({ earnedPoints: 40, paidPence: 4000, refundPence: 4000, currentPoints: 0 })).toBe(0)
  })

  it('nothing for a booking that paid nothing', () => {
    expect(pointsToReverse({ earnedPoints: 0, paidPence: 0, refundPence: 0, currentPoints: 50 })).toBe(0)
  })
})

describe('achievements', () => {
  const all = [
    { id: 1, rule: 'visits' as const, threshold: 1, pointsReward: 50, title: 'First Visit' },
    { id: 2, rule: 'visits' as const, threshold: 5, pointsReward: 100, title: 'Regular Visitor' },
    { id: 3, rule: 'parties' as const, threshold: 1, pointsReward: 150, title: 'Party Starter' },
  ]
  it('are due once their count is reached, and never twice', () => {
    expect(dueAchievements(all, { visits: 1, parties: 0 }, new Set()).map((a) => a.id)).toEqual([1])
    expect(dueAchievements(all, { visits: 5, parties: 1 }, new Set([1])).map((a) => a.id)).toEqual([2, 3])
    expect(dueAchievements(all, { visits: 9, parties: 2 }, new Set([1, 2, 3]))).toEqual([])
  })
  it('skip achievements the manager switched off', () => {
    expect(dueAchievements([{ ...all[0]!, active: false }], { visits: 3, parties: 0 }, new Set())).toEqual([])
  })
})

it('redemption codes are readable at the desk', () => {
  const codes = Array.from({ length: 200 }, newRedemptionCode)
  for (const code of codes) expect(code).toMatch(/^RW-[A-HJ-NP-Z2-9]{6}$/)
  expect(new Set(codes).size).toBe(codes.length)
})
