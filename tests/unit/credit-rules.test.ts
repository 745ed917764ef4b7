import { describe, expect, it } from 'vitest'
import { applyCredits, remainingByPack } from '@plugins/credits/domain/applyCredits'
import { describeOffer } from '@plugins/credits/domain/creditOffer'

describe('the offer', () => {
  it('works out the spec’s numbers from the pack and the child session price', () => {
    expect(
      describeOffer({ available: true, title: '10 Session Credits', credits: 10, pricePence: 7500, creditValuePence: 950, benefits: [] }),
    ).toMatchObject({
      regularPricePence: 9500,
      savingsPence: 2000,
      perCreditPence: 750,
      savingPerCreditPence: 200,
    })
  })
  it('never shows a negative saving', () => {
    expect(
      describeOffer({ available: true, title: 'x', credits: 2, pricePence: 3000, creditValuePence: 950, benefits: [] }).savingsPence,
    ).toBe(0)
  })
})

describe('credits at booking', () => {
  it('use min(children, credits), saving the child session price each', () => {
    expect(applyCredits([950, 950], 10, 950)).toEqual({ used: 2, savingsPence: 1900 })
    expect(applyCredits([950, 950, 950], 2, 950)).toEqual({ used: 2, savingsPence: 1900 })
    expect(applyCredits([950], 0, 950)).toEqual({ used: 0, savingsPence: 0 })
    expect(applyCredits([], 5, 950)).toEqual({ used: 0, savingsPence: 0 })
  })
  it('cover the dearest child tickets first and save no more than a ticket costs', () => {
    expect(applyCredits([400, 950], 1, 950)).toEqual({ used: 1, savingsPence: 950 })
    expect(applyCredits([400, 950], 2, 950)).toEqual({ used: 2, savingsPence: 1350 })
  })
})

describe('what is left of each pack', () => {
  const grants = [
    { purchaseId: 2, credits: 10, purchasedAt: '2026-02-01T10:00:00.000Z' },
    { purchaseId: 1, credits: 10, purchasedAt: '2026-01-01T10:00:00.000Z' },
  ]
  it('takes from the oldest pack first', () => {
    expect(remainingByPack(grants, 13).map((pack) => [pack.purchaseId, pack.creditsRemaining])).toEqual([
      [1, 0],
      [2, 7],
    ])
  })
  it('returns count back (net spending never below zero)', () => {
    expect(remainingByPack(grants, -3).map((pack) => pack.creditsRemaining)).toEqual([10, 10])
  })
})
