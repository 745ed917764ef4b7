import type { PayloadRequest } from 'payload'
import type { Party } from '@/payload-types'
import { balanceDue, partySubtotal, percentOff } from '../domain/partyPrice'
import { updateParty } from './lockedParty'
import { refundFromPayments, type ClaimedRefund } from './partyRefunds'

/**
 * Writes a party's new numbers or reward and recomputes its price on the server, under its lock:
 * the total from the price it was booked at, the reward's percentage off, and, when what was kept
 * is now more than the total, the difference refunded. An open balance payment for the old
 * amount is superseded by the next pay call (its amount is checked under this same lock).
 */
export async function repriceParty(
  req: PayloadRequest,
  party: Party,
  changes: Partial<Pick<Party, 'children' | 'foodChoices' | 'dietaryNotes' | 'discountCode'>> & { discountPercent?: number },
): Promise<{ party: Party; claims: ClaimedRefund[] }> {
  const children = changes.children ?? party.children ?? 0
  const subtotal = partySubtotal({ pricing: party.pricing ?? 'perChild', unitPricePence: party.unitPricePence ?? 0 }, children)
  const percent = changes.discountPercent ?? party.discountPercent ?? 0
  const discountPence = percent > 0 ? percentOff(subtotal, percent) : 0
  const totalPence = subtotal - discountPence
  const { discountPercent: _ignored, ...fields } = changes
  let updated = await updateParty(req, party.id, {
    ...fields,
    children,
    discountPence,
    discountPercent: percent,
    totalPence,
    depositPence: Math.min(party.depositPence ?? 0, totalPence),
  })
  const kept = (updated.paidPence ?? 0) - (updated.refundedPence ?? 0)
  // claimPartyRefund keeps `updated.refundedPence` current as it claims.
  const claims = kept > totalPence ? await refundFromPayments(req, updated, kept - totalPence, 'The party’s price went down') : []
  const due = balanceDue({ totalPence, paidPence: updated.paidPence ?? 0, refundedPence: updated.refundedPence ?? 0 })
  const paidUp = due === 0 && updated.status === 'confirmed'
  if (paidUp !== Boolean(updated.balancePaidAt))
    updated = await updateParty(req, party.id, { balancePaidAt: paidUp ? new Date().toISOString() : null })
  return { party: updated, claims }
}
