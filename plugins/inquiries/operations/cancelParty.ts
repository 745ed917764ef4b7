import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import type { Party } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { beforeParty } from '../domain/partyDeadlines'
import { PARTIES_SLUG } from '../types'
import { loadPartySettings } from './loadPartySettings'
import { lockedParty, supersedeOpenPayments, updateParty } from './lockedParty'
import { queuePartyEmail } from './partyEmails'
import { payOutClaimedRefunds, refundFromPayments, type ClaimedRefund } from './partyRefunds'
import { isOpen, refundOnCancel } from './partyView'
import { cancelIntents } from './preparePartyPayment'
import { partyLinksOf } from './partyLinks'

export type CancelPartyResult =
  | { status: 'cancelled'; party: Party; refundPence: number }
  | { status: 'not_found' }
  | { status: 'refused'; code: 'not_cancellable'; message: string }

/**
 * Cancels a party once, under its lock: the family under the CMS terms (the deposit back only
 * until the set number of days before), staff with the refund they choose (all that was kept, or
 * none). The refund is claimed in the refunds ledger in the same transaction and paid out after
 * it; the slot is freed, a private hire's open-play blocks go with it (the collection's hook),
 * open payments are cancelled, and the family is told.
 */
export async function cancelParty(
  req: PayloadRequest,
  partyId: number,
  by: { who: 'family' } | { who: 'staff'; refund: boolean; reason: string },
  now: Date = new Date(),
): Promise<CancelPartyResult> {
  const links = partyLinksOf(req.payload)
  const claims: ClaimedRefund[] = []
  const intents: string[] = []
  const result = await inTransaction(req, async (): Promise<CancelPartyResult> => {
    const party = await lockedParty(req, partyId)
    if (!party) return { status: 'not_found' }
    if (!isOpen(party) || (by.who === 'family' && !beforeParty(now, party)))
      return {
        status: 'refused',
        code: 'not_cancellable',
        message: `This party is ${party.status === 'confirmed' ? 'under way or past' : party.status} and cannot be cancelled online.`,
      }
    const settings = await loadPartySettings(req)
    const kept = (party.paidPence ?? 0) - (party.refundedPence ?? 0)
    const refundPence = by.who === 'family' ? refundOnCancel(party, settings, now) : by.refund ? kept : 0
    const reason = by.who === 'family' ? 'Cancelled by the family' : `Cancelled by staff: ${by.reason}`
    claims.push(...(await refundFromPayments(req, party, refundPence, reason)))
    intents.push(...(await supersedeOpenPayments(req, party.id)))
    const cancelled = await updateParty(req, party.id, {
      status: 'cancelled',
      cancelledAt: now.toISOString(),
      cancelledBy: by.who,
      cancellationReason: reason,
      refundedPence: party.refundedPence,
    })
    const refundSummary =
      refundPence > 0
        ? `We are refunding ${formatPence(refundPence)} to the card you paid with; it usually shows within 5 to 10 working days.`
        : kept > 0
          ? `Under our cancellation terms the ${formatPence(kept)} paid is not refundable.`
          : ''
    await queuePartyEmail(req, 'cancelled', cancelled, { ...links, refundSummary })
    await recordAudit(req, {
      action: 'party_cancelled',
      summary: `${reason}: ${party.childName || 'the'}'s party on ${party.date}, ${party.timeSlot}; refund ${formatPence(refundPence)}`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      before: { status: party.status, keptPence: kept },
      after: { status: 'cancelled', refundPence },
    })
    return { status: 'cancelled', party: cancelled, refundPence }
  })
  await cancelIntents(req, intents)
  await payOutClaimedRefunds(req.payload, claims)
  return result
}
