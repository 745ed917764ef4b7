import type { PayloadRequest } from 'payload'
import type { Inquiry, Party } from '@/payload-types'
import type { ConfirmDeposit } from '../domain/staffInquiryApi'
import { PARTY_PAYMENTS_SLUG } from '../types'
import type { PartyLinks } from './partyLinks'
import { queuePartyEmail, type QueuedPartyEmail } from './partyEmails'
import { settleDeposit } from './settleDeposit'

/**
 * The deposit as staff chose it when confirming, in the confirmation's transaction: a payment link
 * e-mailed (the party stays provisional), or taken at the desk (a paid party payment recorded by
 * the signed-in user) or waived, either of which confirms the party at once.
 */
export async function depositAtConfirm(
  req: PayloadRequest,
  party: Party,
  inquiry: Inquiry,
  choice: { deposit: ConfirmDeposit; waiveReason: string },
  links: PartyLinks,
  now: Date,
): Promise<{ party: Party; email: QueuedPartyEmail }> {
  if (choice.deposit === 'link') return { party, email: await queuePartyEmail(req, 'deposit', party, links) }
  if (choice.deposit === 'waived') return settleDeposit(req, party, 'waived', links, { depositWaivedReason: choice.waiveReason })
  await req.payload.create({
    collection: PARTY_PAYMENTS_SLUG,
    data: {
      party: party.id,
      stage: 'deposit',
      method: choice.deposit,
      amountPence: party.depositPence ?? 0,
      status: 'paid',
      paidAt: now.toISOString(),
      payerName: inquiry.name,
      payerEmail: inquiry.email,
      recordedBy: req.user?.collection === 'users' ? Number(req.user.id) : null,
    },
    req,
    overrideAccess: true,
  })
  return settleDeposit(req, party, choice.deposit, links, { paidPence: party.depositPence ?? 0 })
}
