import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import type { Party } from '@/payload-types'
import { formatPence } from '@/lib/money'
import type { DepositSettlement } from '../domain/partyPageApi'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'
import { updateParty, inquiryIdOf } from './lockedParty'
import type { PartyLinks } from './partyLinks'
import { queuePartyEmail, type QueuedPartyEmail } from './partyEmails'

/**
 * A provisional party's deposit is settled (paid online, taken at the desk, or waived): the party
 * is confirmed, the inquiry marked booked (the loyalty achievement "first party booked" reads it,
 * once per inquiry), and the family e-mailed the confirmation with a calendar file. Under the
 * party's lock, in the caller's transaction.
 */
export async function settleDeposit(
  req: PayloadRequest,
  party: Party,
  settledAs: DepositSettlement,
  links: PartyLinks,
  extra: Partial<Party> = {},
): Promise<{ party: Party; email: QueuedPartyEmail }> {
  const confirmed = await updateParty(req, party.id, { ...extra, status: 'confirmed', depositSettledAs: settledAs, depositDueBy: null })
  const inquiryId = inquiryIdOf(party)
  if (inquiryId) {
    await req.payload.update({ collection: INQUIRIES_SLUG, id: inquiryId, data: { partyBooked: true }, req, overrideAccess: true })
  }
  const email = await queuePartyEmail(req, 'confirmed', confirmed, links)
  const words: Record<DepositSettlement, string> = {
    online: `paid online (${formatPence(party.depositPence ?? 0)})`,
    cash: `taken at the desk in cash (${formatPence(party.depositPence ?? 0)})`,
    card: `taken at the desk by card (${formatPence(party.depositPence ?? 0)})`,
    waived: `waived: ${extra.depositWaivedReason ?? ''}`,
  }
  await recordAudit(req, {
    action: settledAs === 'waived' ? 'party_deposit_waived' : 'party_deposit_settled',
    summary: `Deposit for ${party.childName || 'the'}'s party on ${party.date} ${words[settledAs]}; party confirmed`,
    entity: PARTIES_SLUG,
    recordId: party.id,
    before: { status: party.status },
    after: { status: 'confirmed', depositSettledAs: settledAs, paidPence: confirmed.paidPence },
  })
  return { party: confirmed, email }
}
