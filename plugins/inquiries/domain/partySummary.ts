import { formatPence } from '@/lib/money'
import { balanceDue } from './partyPrice'

export type SummaryParty = {
  packageName: string
  pricing?: 'perChild' | 'flat' | null
  unitPricePence?: number | null
  children?: number | null
  discountPence?: number | null
  totalPence?: number | null
  depositPence?: number | null
  paidPence?: number | null
  refundedPence?: number | null
  status: string
}

const n = (value: number | null | undefined) => value ?? 0

/** The party's money in one paragraph, for e-mails and staff: price, reward, deposit, paid and due. */
export function partyPriceSummary(party: SummaryParty): string {
  const lines: string[] = []
  const price =
    party.pricing === 'flat'
      ? `${party.packageName}: ${formatPence(n(party.unitPricePence))}`
      : `${party.packageName}: ${formatPence(n(party.unitPricePence))} per child × ${n(party.children)} children`
  lines.push(n(party.discountPence) > 0 ? `${price}, less ${formatPence(n(party.discountPence))} loyalty reward` : price)
  lines.push(`Total: ${formatPence(n(party.totalPence))}`)
  const kept = n(party.paidPence) - n(party.refundedPence)
  if (party.status === 'provisional') lines.push(`Deposit to pay now: ${formatPence(n(party.depositPence))}`)
  if (kept > 0) lines.push(`Paid: ${formatPence(kept)}`)
  if (party.status === 'confirmed') {
    const due = balanceDue({ totalPence: n(party.totalPence), paidPence: n(party.paidPence), refundedPence: n(party.refundedPence) })
    lines.push(due > 0 ? `Balance due: ${formatPence(due)} (online on your party page, or on the day)` : 'Nothing more to pay')
  }
  return lines.join('\n')
}
