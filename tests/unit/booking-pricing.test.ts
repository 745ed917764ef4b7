import { describe, expect, it } from 'vitest'
import {
  childTicketPrices,
  MAX_TICKETS_PER_TYPE,
  priceBooking,
  type PricedTicketType,
  type PricingProblemCode,
} from '@plugins/booking/domain/priceBooking'

// The seeded prices, written out so this test does not move when the seed does.
const ticketTypes: PricedTicketType[] = [
  { key: 'child-0-1', title: 'Children 0-1 years', pricePence: 400, feePence: 0, countsAsChild: true, active: true },
  { key: 'child-1-12', title: 'Children 1-12 years', pricePence: 950, feePence: 0, countsAsChild: true, active: true },
  { key: 'adult', title: 'Adults', pricePence: 200, feePence: 0, countsAsChild: false, active: true },
]

describe('pricing a booking from the ticket types', () => {
  it('prices 2 children 1-12 and an adult at 2100 pence, leaving out the zero line', () => {
    expect(priceBooking({ 'child-0-1': 0, 'child-1-12': 2, adult: 1 }, ticketTypes)).toEqual({
      status: 'ok',
      lines: [
        { ticketKey: 'child-1-12', title: 'Children 1-12 years', quantity: 2, unitPricePence: 950, feePence: 0, lineTotalPence: 1900 },
        { ticketKey: 'adult', title: 'Adults', quantity: 1, unitPricePence: 200, feePence: 0, lineTotalPence: 200 },
      ],
      totalPence: 2100,
      children: 2,
      adults: 1,
    })
  })

  it('counts both child categories towards capacity and adults apart', () => {
    expect(priceBooking({ 'child-0-1': 1, 'child-1-12': 3, adult: 2 }, ticketTypes)).toMatchObject({
      status: 'ok',
      totalPence: 400 + 2850 + 400,
      children: 4,
      adults: 2,
    })
    expect(priceBooking({ adult: 3 }, ticketTypes)).toMatchObject({ totalPence: 600, children: 0, adults: 3 })
  })

  it('charges each ticket its fee on top of its price', () => {
    const withFee = ticketTypes.map((type) => ({ ...type, feePence: type.key === 'adult' ? 0 : 35 }))
    const priced = priceBooking({ 'child-1-12': 2, adult: 1 }, withFee)
    expect(priced).toMatchObject({ status: 'ok', totalPence: 2 * (950 + 35) + 200 })
    expect(priced.status === 'ok' && priced.lines[0]).toMatchObject({ unitPricePence: 950, feePence: 35, lineTotalPence: 1970 })
  })

  it('uses today’s prices from the CMS, not the seeded ones', () => {
    const dearer = ticketTypes.map((type) => (type.key === 'child-1-12' ? { ...type, pricePence: 1050 } : type))
    expect(priceBooking({ 'child-1-12': 2 }, dearer)).toMatchObject({ totalPence: 2100 })
  })

  it('treats a type with no active flag as on sale and no child flag as not a child', () => {
    const loose: PricedTicketType[] = [{ key: 'carer', title: 'Carer', pricePence: 0, feePence: 0 }]
    expect(priceBooking({ carer: 2 }, loose)).toMatchObject({ status: 'ok', totalPence: 0, children: 0, adults: 2 })
    expect(priceBooking({ carer: 1 }, [{ ...loose[0]!, countsAsChild: null, active: null }])).toMatchObject({ status: 'ok', adults: 1 })
  })

  it('sells up to MAX_TICKETS_PER_TYPE of one type', () => {
    expect(MAX_TICKETS_PER_TYPE).toBe(60)
    expect(priceBooking({ 'child-1-12': MAX_TICKETS_PER_TYPE }, ticketTypes)).toMatchObject({
      status: 'ok',
      totalPence: 60 * 950,
      children: 60,
    })
  })

  it.each<[string, Record<string, number>, PricingProblemCode, string | RegExp]>([
    ['no tickets at all', {}, 'no_tickets', 'Please select at least one ticket to continue'],
    ['only zeros', { 'child-0-1': 0, 'child-1-12': 0, adult: 0 }, 'no_tickets', 'Please select at least one ticket to continue'],
    ['a negative quantity', { adult: -1 }, 'invalid_quantity', 'The number of Adults tickets must be a whole number, 0 or more'],
    ['a fraction', { 'child-1-12': 1.5 }, 'invalid_quantity', /whole number/],
    ['not a number', { adult: Number.NaN }, 'invalid_quantity', /whole number/],
    ['infinity', { adult: Number.POSITIVE_INFINITY }, 'invalid_quantity', /whole number/],
    ['one over the limit', { adult: MAX_TICKETS_PER_TYPE + 1 }, 'too_many_tickets', /^At most 60 Adults tickets can be booked online/],
    ['an unknown key', { 'vip-pass': 1 }, 'unknown_ticket', 'There is no ticket type "vip-pass" on sale'],
    ['an unknown key beside good ones', { 'child-1-12': 2, 'vip-pass': 0 }, 'unknown_ticket', /vip-pass/],
    ['a prototype key', JSON.parse('{"__proto__": 1}') as Record<string, number>, 'unknown_ticket', /__proto__/],
  ])('refuses %s', (_scenario, quantities, code, message) => {
    const result = priceBooking(quantities, ticketTypes)
    expect(result).toMatchObject({ status: 'invalid', code })
    expect(result.status === 'invalid' ? result.message : '').toMatch(message)
  })

  it('refuses a type taken off sale', () => {
    const offSale = ticketTypes.map((type) => (type.key === 'child-0-1' ? { ...type, active: false } : type))
    expect(priceBooking({ 'child-0-1': 1 }, offSale)).toMatchObject({ status: 'invalid', code: 'unknown_ticket' })
    expect(priceBooking({ 'child-1-12': 1 }, offSale)).toMatchObject({ status: 'ok', totalPence: 950 })
  })
})

describe('the child tickets credits can cover', () => {
  it('lists one price per child ticket, fee included, and leaves adults out', () => {
    const withFee = ticketTypes.map((type) => (type.key === 'child-1-12' ? { ...type, feePence: 25 } : type))
    expect(childTicketPrices({ 'child-0-1': 1, 'child-1-12': 2, adult: 3 }, withFee)).toEqual([400, 975, 975])
    expect(childTicketPrices({ adult: 2 }, ticketTypes)).toEqual([])
  })
})
