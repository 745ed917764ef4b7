import { formatPence } from '@/lib/money'

export type EstimatePackage = { name: string; pricePence: number; pricing: 'perChild' | 'flat'; summary?: string | null }

export type PartyEstimate = { pence: number; text: string }

/**
 * A party's estimate from the CMS price: per child times the number of children (the form's
 * '25+' counts as 25, and the estimate then reads "from"), plus the package's free adult; a
 * flat-priced package (private hire) is its own price.
 */
export function partyEstimate(pkg: EstimatePackage, numberOfChildren: string): PartyEstimate {
  if (pkg.pricing === 'flat') {
    return { pence: pkg.pricePence, text: `${pkg.name}: ${formatPence(pkg.pricePence)}${pkg.summary ? ` (${pkg.summary})` : ''}.` }
  }
  const atLeast = numberOfChildren.trim().endsWith('+')
  const children = Number.parseInt(numberOfChildren, 10)
  if (!Number.isInteger(children) || children <= 0) {
    return { pence: 0, text: `${pkg.name}: ${formatPence(pkg.pricePence)} per child${pkg.summary ? ` ${pkg.summary}` : ''}.` }
  }
  const pence = pkg.pricePence * children
  const total = `${atLeast ? 'from ' : ''}${formatPence(pence)}`
  return {
    pence,
    text: `${pkg.name}: ${formatPence(pkg.pricePence)} per child × ${children}${atLeast ? '+' : ''} children = ${total}${pkg.summary ? ` (${pkg.summary})` : ''}.`,
  }
}
