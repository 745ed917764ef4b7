import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import type { Party } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { balanceDue, moneyOf } from '../domain/partyPrice'
import type { StaffParty, TakePartyPaymentInput } from '../domain/staffPartyApi'
import { PARTIES_SLUG, PARTY_PAYMENTS_SLUG } from '../types'
import { lockedParty, partyInquiry, updateParty, inquiryIdOf } from './lockedParty'
import { partyLinksOf } from './partyLinks'
import { settleDeposit } from './settleDeposit'

export function partyStateLabel(party: Party): string {
  switch (party.status) {
    case 'provisional':
      return 'Provisional'
    case 'lapsed':
      return 'Deposit not paid'
    case 'cancelled':
      return 'Cancelled'
    default:
      return balanceDue(moneyOf(party)) === 0 ? 'Balance paid' : 'Confirmed'
  }
}

/** The party in the staff dashboard's words. */
export function staffPartyOf(party: Party): StaffParty {
  const open = party.status === 'provisional' || party.status === 'confirmed'
  return {
    id: party.id,
    inquiryId: inquiryIdOf(party),
    date: party.date,
    timeSlot: party.timeSlot,
    childName: party.childName ?? '',
    packageName: party.packageName,
    exclusiveUse: party.exclusiveUse === true,
    status: party.status,
    stateLabel: partyStateLabel(party),
    children: party.children ?? 0,
    totalPence: party.totalPence ?? 0,
    depositPence: party.depositPence ?? 0,
    paidPence: (party.paidPence ?? 0) - (party.refundedPence ?? 0),
    balanceDuePence: open ? balanceDue(moneyOf(party)) : 0,
    depositDueBy: party.status === 'provisional' ? (party.depositDueBy ?? null) : null,
  }
}

export type DeskPaymentResult =
  | { status: 'taken'; party: Party; amountPence: number }
  | { status: 'not_found' }
  | { status: 'refused'; code: 'nothing_due' | 'not_open'; message: string }

/**
 * Staff take a party's deposit or its balance at the desk, in cash or by card: recorded as a paid
 * Party payment by whoever is signed in, audited, under the party's lock (so it cannot race the
 * family paying online). A deposit confirms a provisional party; the balance is what is due now.
 */
export async function takeDeskPayment(
  req: PayloadRequest,
  partyId: number,
  input: Required<TakePartyPaymentInput>,
  now: Date = new Date(),
): Promise<DeskPaymentResult> {
  return inTransaction(req, async (): Promise<DeskPaymentResult> => {
    const party = await lockedParty(req, partyId)
    if (!party) return { status: 'not_found' }
    if (party.status !== 'provisional' && party.status !== 'confirmed')
      return { status: 'refused', code: 'not_open', message: `This party is ${party.status}: nothing can be paid towards it.` }
    if (input.stage === 'deposit' && party.status !== 'provisional')
      return { status: 'refused', code: 'nothing_due', message: 'The deposit for this party is already settled.' }
    if (input.stage === 'balance' && party.status !== 'confirmed')
      return { status: 'refused', code: 'nothing_due', message: 'Take the deposit first.' }
    const amountPence = input.stage === 'deposit' ? (party.depositPence ?? 0) : balanceDue(moneyOf(party))
    if (amountPence <= 0) return { status: 'refused', code: 'nothing_due', message: 'Nothing is due for this party.' }
    const inquiry = await partyInquiry(req, party)
    const staffId = req.user?.collection === 'users' ? Number(req.user.id) : null
    await req.payload.create({
      collection: PARTY_PAYMENTS_SLUG,
      data: {
        party: party.id,
        stage: input.stage,
        method: input.method,
        amountPence,
        status: 'paid',
        paidAt: now.toISOString(),
        payerName: inquiry?.name ?? '',
        payerEmail: inquiry?.email ?? null,
        recordedBy: staffId,
      },
      req,
      overrideAccess: true,
    })
    let updated = await updateParty(req, party.id, { paidPence: (party.paidPence ?? 0) + amountPence })
    if (input.stage === 'deposit') {
      updated = (await settleDeposit(req, updated, input.method, partyLinksOf(req.payload))).party
    } else {
      updated = await updateParty(req, party.id, { balancePaidAt: now.toISOString() })
      await recordAudit(req, {
        action: 'party_balance_taken',
        summary: `Balance of ${formatPence(amountPence)} for ${party.childName || 'the'}'s party on ${party.date} taken at the desk (${input.method})`,
        entity: PARTIES_SLUG,
        recordId: party.id,
        before: { paidPence: party.paidPence },
        after: { paidPence: updated.paidPence, method: input.method },
      })
    }
    return { status: 'taken', party: updated, amountPence }
  })
}
