import type { PayloadRequest } from 'payload'
import { paymentEventSeen, recordPaymentEvent, type NormalizedPaymentEvent, type PaymentEventOutcome } from '@plugins/payments'
import type { Party, PartyPayment } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { balanceDue, moneyOf } from '../domain/partyPrice'
import { PARTY_PAYMENTS_SLUG } from '../types'
import { lockedParty, updateParty } from './lockedParty'
import { claimPartyRefund, payOutClaimedRefunds, type ClaimedRefund } from './partyRefunds'
import type { PartyLinks } from './partyLinks'
import { settleDeposit } from './settleDeposit'

const OPEN = new Set(['pending', 'processing'])

/**
 * Applies one provider event to a party payment, exactly once (the event's key, under the party's
 * lock). A success adds the money to the party under that lock, so what is kept is checked against
 * what the party costs at that moment: a deposit confirms a provisional party; a second deposit,
 * a payment for a party no longer held, or what goes beyond the total (the numbers went down while
 * the family paid) is refunded through the party refunds ledger, paid out after the commit.
 */
export async function applyPartyPaymentEvent(
  req: PayloadRequest,
  event: NormalizedPaymentEvent,
  links: PartyLinks,
  now: Date = new Date(),
): Promise<PaymentEventOutcome> {
  const paymentId = Number(event.metadata.partyPaymentId)
  if (!Number.isInteger(paymentId) || paymentId <= 0) return { status: 'ignored', detail: 'The event names no party payment' }
  const claims: ClaimedRefund[] = []
  const outcome = await inTransaction(req, async (): Promise<PaymentEventOutcome> => {
    const first = await findPayment(req, paymentId)
    if (!first) return { status: 'ignored', detail: 'Unknown party payment' }
    const party = await lockedParty(req, relationId(first.party))
    if (await paymentEventSeen(req, event)) return { status: 'duplicate' }
    const payment = (await findPayment(req, paymentId))!
    const decision = party ? await decide(req, party, payment, event, links, now, claims) : 'Unknown party'
    await recordPaymentEvent(req, event, { subject: `party-payment:${paymentId}`, outcome: decision })
    return { status: decision.startsWith('Applied') ? 'applied' : 'ignored', detail: decision }
  })
  await payOutClaimedRefunds(req.payload, claims)
  return outcome
}

async function decide(
  req: PayloadRequest,
  party: Party,
  payment: PartyPayment,
  event: NormalizedPaymentEvent,
  links: PartyLinks,
  now: Date,
  claims: ClaimedRefund[],
): Promise<string> {
  if (payment.paymentReference !== event.intentId) return `Payment ${event.intentId} does not belong to this party payment`
  const setStatus = (status: PartyPayment['status']) =>
    req.payload.update({ collection: PARTY_PAYMENTS_SLUG, id: payment.id, data: { status }, req, overrideAccess: true })
  switch (event.type) {
    case 'payment_processing':
      if (payment.status !== 'pending') return 'Nothing to change'
      await setStatus('processing')
      return 'Applied: processing'
    case 'payment_failed':
      if (!OPEN.has(payment.status)) return 'Nothing to change'
      await setStatus('failed')
      return 'Applied: failed'
    case 'payment_canceled':
      if (!OPEN.has(payment.status) && payment.status !== 'failed') return 'Nothing to change'
      await setStatus('cancelled')
      return 'Applied: cancelled'
    case 'payment_succeeded':
      return applySuccess(req, party, payment, event, links, now, claims)
    default:
      return `Event type ${event.type} is not used`
  }
}

async function applySuccess(
  req: PayloadRequest,
  party: Party,
  payment: PartyPayment,
  event: NormalizedPaymentEvent,
  links: PartyLinks,
  now: Date,
  claims: ClaimedRefund[],
): Promise<string> {
  if (payment.status === 'paid') return 'Already paid'
  const amount = event.amountPence
  if (event.currency.toLowerCase() !== 'gbp' || amount !== payment.amountPence) {
    await req.payload.update({
      collection: PARTY_PAYMENTS_SLUG,
      id: payment.id,
      data: {
        needsAttention: true,
        staffNote: `Paid ${amount} ${event.currency}, expected ${payment.amountPence} gbp: check it and refund if needed.`,
      },
      req,
      overrideAccess: true,
    })
    return `Paid ${amount} ${event.currency}, expected ${payment.amountPence} gbp`
  }
  await req.payload.update({
    collection: PARTY_PAYMENTS_SLUG,
    id: payment.id,
    data: { status: 'paid', paidAt: now.toISOString() },
    req,
    overrideAccess: true,
  })
  const before = moneyOf(party)
  let current = await updateParty(req, party.id, { paidPence: before.paidPence + amount })
  const refund = (pence: number, reason: string) =>
    claimPartyRefund(req, current, payment, { amountPence: pence, reason, key: `party-payment-${payment.id}-excess` }).then((claim) => {
      claims.push(claim)
    })

  if (party.status === 'cancelled' || party.status === 'lapsed') {
    await refund(amount, `Paid after the party was ${party.status}`)
    return `Applied: the party is ${party.status}; refunded`
  }
  if (payment.stage === 'deposit' && party.status !== 'provisional') {
    await refund(amount, 'The deposit was already settled')
    return 'Applied: the deposit was already settled; refunded'
  }
  const kept = Math.min(amount, balanceDue(before))
  if (amount > kept) await refund(amount - kept, 'More than was due (the party’s numbers changed while paying)')
  if (party.status === 'provisional') {
    if (kept >= (party.depositPence ?? 0)) current = (await settleDeposit(req, current, 'online', links)).party
    return 'Applied: deposit paid; party confirmed'
  }
  if (balanceDue(moneyOf(current)) === 0) {
    await updateParty(req, party.id, { balancePaidAt: now.toISOString() })
  }
  return 'Applied: balance paid'
}

const relationId = (value: number | { id: number }) => (typeof value === 'object' ? value.id : value)

async function findPayment(req: PayloadRequest, id: number): Promise<PartyPayment | null> {
  return (await req.payload.findByID({
    collection: PARTY_PAYMENTS_SLUG,
    id,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as PartyPayment | null
}
