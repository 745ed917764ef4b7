import { describe, expect, it } from 'vitest'
import { priceBooking, type PricedLine, type PricedTicketType } from '@plugins/booking/domain/priceBooking'
import { normalisePromoCode, pricePromo, promoUsesLeft, type PromoRules } from '@plugins/booking/domain/promoCode'

const ticketTypes: PricedTicketType[] = [
  { key: 'child-1-12', title: 'Children 1-12 years', pricePence: 950, feePence: 0, countsAsChild: true, active: true },
  { key: 'adult', title: 'Adults', pricePence: 200, feePence: 0, countsAsChild: false, active: true },
]
function lines(quantities: Record<string, number>): PricedLine[] {
  const priced = priceBooking(quantities, ticketTypes)
  if (priced.status !== 'ok') throw new Error(priced.message)
  return priced.lines
}
const promo = (rules: Partial<PromoRules>): PromoRules => ({
  code: 'SAVE',
  kind: 'percent',
  percent: 10,
  ticketKeys: [],
  active: true,
  ...rules,
})
const twoChildrenAndAdult = lines({ 'child-1-12': 2, adult: 1 }) // 2100

describe('pricing a promo code', () => {
  it('takes a percentage off every line when the code names no ticket types', () => {
    expect(pricePromo(promo({ percent: 10 }), twoChildrenAndAdult, '2026-12-01')).toEqual({
      status: 'ok',
      code: 'SAVE',
      eligiblePence: 2100,
      discountPence: 210,
    })
  })

  it('rounds a half penny in the family’s favour, and never below a whole penny', () => {
    // 15% of 950 is 142.5 pence: the family gets 143.
    expect(pricePromo(promo({ percent: 15 }), lines({ 'child-1-12': 1 }), '2026-12-01')).toMatchObject({ discountPence: 143 })
    // 33% of 200 is 66 exactly.
    expect(pricePromo(promo({ percent: 33 }), lines({ adult: 1 }), '2026-12-01')).toMatchObject({ discountPence: 66 })
    expect(pricePromo(promo({ percent: 100 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({ discountPence: 2100 })
  })

  it('takes a fixed amount off, never more than the eligible lines', () => {
    expect(pricePromo(promo({ kind: 'fixed', amountPence: 500 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({ discountPence: 500 })
    expect(pricePromo(promo({ kind: 'fixed', amountPence: 5000 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({
      discountPence: 2100,
    })
    expect(pricePromo(promo({ kind: 'fixed', amountPence: 5000, ticketKeys: ['adult'] }), twoChildrenAndAdult, '2026-12-01')).toMatchObject(
      { eligiblePence: 200, discountPence: 200 },
    )
  })

  it('applies only to its ticket types, and refuses a booking with none of them', () => {
    expect(pricePromo(promo({ percent: 50, ticketKeys: ['child-1-12'] }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({
      eligiblePence: 1900,
      discountPence: 950,
    })
    expect(pricePromo(promo({ ticketKeys: ['child-1-12'] }), lines({ adult: 2 }), '2026-12-01')).toMatchObject({
      status: 'refused',
      code: 'promo_not_for_tickets',
    })
  })

  it('is valid from its first day to its last, inclusive, on the venue’s business date', () => {
    const dated = promo({ validFrom: '2026-12-01', validUntil: '2026-12-31' })
    expect(pricePromo(dated, twoChildrenAndAdult, '2026-11-30')).toMatchObject({ status: 'refused', code: 'promo_not_yet_valid' })
    expect(pricePromo(dated, twoChildrenAndAdult, '2026-12-01')).toMatchObject({ status: 'ok' })
    expect(pricePromo(dated, twoChildrenAndAdult, '2026-12-31')).toMatchObject({ status: 'ok' })
    expect(pricePromo(dated, twoChildrenAndAdult, '2027-01-01')).toMatchObject({ status: 'refused', code: 'promo_expired' })
  })

  it('needs the minimum spend at list prices', () => {
    expect(pricePromo(promo({ minSpendPence: 2100 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({ status: 'ok' })
    expect(pricePromo(promo({ minSpendPence: 2101 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({
      status: 'refused',
      code: 'promo_min_spend',
      message: 'This promo code needs a booking of at least £21.01.',
    })
  })

  it('treats a missing or inactive code alike, and a code with no uses as used up', () => {
    expect(pricePromo(null, twoChildrenAndAdult, '2026-12-01')).toMatchObject({ status: 'refused', code: 'promo_unknown' })
    expect(pricePromo(promo({ active: false }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({ code: 'promo_unknown' })
    expect(pricePromo(promo({ maxUses: 0 }), twoChildrenAndAdult, '2026-12-01')).toMatchObject({ code: 'promo_used_up' })
  })
})

describe('counting a code’s uses', () => {
  it('refuses once the overall or the per-address limit is reached', () => {
    expect(promoUsesLeft({ maxUses: 10, maxUsesPerEmail: 1 }, { overall: 9, byEmail: 0 })).toBeNull()
    expect(promoUsesLeft({ maxUses: 10, maxUsesPerEmail: 1 }, { overall: 10, byEmail: 0 })).toMatchObject({ code: 'promo_used_up' })
    expect(promoUsesLeft({ maxUses: 10, maxUsesPerEmail: 1 }, { overall: 3, byEmail: 1 })).toMatchObject({ code: 'promo_used_up' })
    expect(promoUsesLeft({ maxUses: null, maxUsesPerEmail: null }, { overall: 5000, byEmail: 50 })).toBeNull()
  })

  it('matches whatever case the family types', () => {
    expect(normalisePromoCode('  summer-10 ')).toBe('SUMMER-10')
  })
})
