import type { PackageTerms } from './partySettings'

export type PartyPricing = { pricing: 'perChild' | 'flat'; unitPricePence: number }

/** The party's price before any reward: per child times the children, or the package's flat price. */
export function partySubtotal(price: PartyPricing, children: number): number {
  return price.pricing === 'flat' ? price.unitPricePence : price.unitPricePence * children
}

/** A percentage off, in whole pence, rounded up in the family’s favour. */
export function percentOff(subtotalPence: number, percent: number): number {
  return Math.ceil((subtotalPence * percent) / 100)
}

/** The deposit never exceeds what the party costs. */
export function depositFor(terms: PackageTerms, totalPence: number): number {
  return Math.min(terms.depositPence, totalPence)
}

/** The number of children the inquiry's form gave ('25+' counts as 25), or null. */
export function childrenFromForm(numberOfChildren: string | null | undefined): number | null {
  const children = Number.parseInt(numberOfChildren ?? '', 10)
  return Number.isInteger(children) && children > 0 ? children : null
}

/** The most and fewest children a package allows, within the room's capacity unless it is a private hire. */
export function childLimits(terms: PackageTerms, roomCapacity: number, exclusiveUse: boolean): { min: number; max: number } {
  const max = exclusiveUse ? terms.maxChildren : Math.min(terms.maxChildren, roomCapacity)
  return { min: Math.min(terms.minChildren, max), max }
}

export type PartyMoney = { totalPence: number; paidPence: number; refundedPence: number }

/** A party's money as stored (a field never written reads as nothing). */
export function moneyOf(party: { totalPence?: number | null; paidPence?: number | null; refundedPence?: number | null }): PartyMoney {
  return { totalPence: party.totalPence ?? 0, paidPence: party.paidPence ?? 0, refundedPence: party.refundedPence ?? 0 }
}

/** What is still to pay: the total less what was paid and kept (never below nothing). */
export function balanceDue(money: PartyMoney): number {
  return Math.max(0, money.totalPence - (money.paidPence - money.refundedPence))
}
