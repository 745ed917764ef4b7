import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { createLocalReq } from 'payload'
import { runJobNow } from '@plugins/jobs'
import { paymentProvider, type ResumeRefundsReport } from '@plugins/payments'
import type { Party, PartyPayment, PartyRefund } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { PARTY_PAYMENTS_SLUG, PARTY_REFUNDS_SLUG, REFUND_PARTY_PAYMENT_TASK } from '../types'
import { lockedParty, updateParty } from './lockedParty'

export type ClaimedRefund = { refundId: number; amountPence: number; toCard: boolean; jobId: number | string | null }

/**
 * Claims a refund of part or all of one party payment, under the party's lock (the caller holds
 * it) and in the caller's transaction: the ledger row (its key is unique, so the same claim twice
 * fails), the party's refunded total, and for a card payment the job that pays it out after the
 * commit. A desk payment's refund is handed back at the desk: done when staff cancel there, and
 * flagged for staff when the family cancelled from home.
 */
export async function claimPartyRefund(
  req: PayloadRequest,
  party: Party,
  payment: PartyPayment,
  refund: { amountPence: number; reason: string; key: string },
): Promise<ClaimedRefund> {
  const toCard = payment.method === 'online'
  const staffId = req.user?.collection === 'users' ? Number(req.user.id) : null
  const atTheDesk = !toCard && staffId !== null
  const row = (await req.payload.create({
    collection: PARTY_REFUNDS_SLUG,
    data: {
      party: party.id,
      payment: payment.id,
      amountPence: refund.amountPence,
      status: atTheDesk ? 'succeeded' : 'pending',
      refundedAt: atTheDesk ? new Date().toISOString() : null,
      toCard,
      reason: toCard ? refund.reason : `${refund.reason}. Hand back ${formatPence(refund.amountPence)} at the desk (${payment.method}).`,
      idempotencyKey: refund.key,
      requestedBy: staffId,
      needsAttention: !toCard && !atTheDesk,
    },
    req,
    overrideAccess: true,
  })) as PartyRefund
  await updateParty(req, party.id, { refundedPence: (party.refundedPence ?? 0) + refund.amountPence })
  party.refundedPence = (party.refundedPence ?? 0) + refund.amountPence
  const jobId = toCard ? (await req.payload.jobs.queue({ task: REFUND_PARTY_PAYMENT_TASK, input: { refundId: row.id }, req })).id : null
  return { refundId: row.id, amountPence: refund.amountPence, toCard, jobId }
}

/** Runs the refunds just claimed now, after the commit; a provider that cannot be reached leaves them to the queue's retries. */
export async function payOutClaimedRefunds(payload: Payload, claims: ClaimedRefund[]): Promise<void> {
  for (const claim of claims) {
    await runJobNow(payload, claim.jobId, { refund: claim.refundId, msg: 'party refund will be retried by the jobs queue' })
  }
}

/**
 * Pays one claimed refund to the card: the provider is asked outside any transaction with the
 * claim's own key (a retry refunds once), then the ledger row is recorded under the party's lock.
 */
export async function payOutPartyRefund(payload: Payload, refundId: number): Promise<string> {
  const refund = (await payload.findByID({
    collection: PARTY_REFUNDS_SLUG,
    id: refundId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })) as PartyRefund | null
  if (!refund || refund.status !== 'pending' || !refund.toCard) return 'nothing to do'
  const paymentId = typeof refund.payment === 'object' ? refund.payment.id : refund.payment
  const payment = (await payload.findByID({
    collection: PARTY_PAYMENTS_SLUG,
    id: paymentId,
    depth: 0,
    overrideAccess: true,
  })) as PartyPayment
  if (!payment.paymentReference) throw new Error(`Party payment ${payment.id} has no provider reference to refund`)
  const made = await paymentProvider(payload).refund({
    intentId: payment.paymentReference,
    amountPence: refund.amountPence,
    idempotencyKey: refund.idempotencyKey,
  })
  const req = await createLocalReq({}, payload)
  await inTransaction(req, async () => {
    const partyId = typeof refund.party === 'object' ? refund.party.id : refund.party
    await lockedParty(req, partyId)
    await req.payload.update({
      collection: PARTY_REFUNDS_SLUG,
      id: refund.id,
      data: { status: 'succeeded', refundedAt: new Date().toISOString(), providerRefundId: made.id, failure: null },
      req,
      overrideAccess: true,
    })
  })
  return `refunded ${made.id}`
}

/** Queued with the claim; retried until the provider accepts it. */
export const refundPartyPaymentTask: TaskConfig<typeof REFUND_PARTY_PAYMENT_TASK> = {
  slug: REFUND_PARTY_PAYMENT_TASK,
  label: 'Refund a party payment to the card',
  retries: { attempts: 8, backoff: { type: 'exponential', delay: 30_000 } },
  inputSchema: [{ name: 'refundId', type: 'number', required: true }],
  outputSchema: [{ name: 'result', type: 'text', required: true }],
  handler: async ({ input, req }) => ({ output: { result: await payOutPartyRefund(req.payload, input.refundId) } }),
}

/**
 * Gives back `amountPence` of what a party kept, from its paid payments, newest first (a card
 * refund cannot exceed what that payment took less its earlier refunds). Under the party's lock.
 */
export async function refundFromPayments(req: PayloadRequest, party: Party, amountPence: number, reason: string): Promise<ClaimedRefund[]> {
  const claims: ClaimedRefund[] = []
  if (amountPence <= 0) return claims
  const { docs: payments } = await req.payload.find({
    collection: PARTY_PAYMENTS_SLUG,
    where: { and: [{ party: { equals: party.id } }, { status: { equals: 'paid' } }] },
    sort: '-paidAt',
    depth: 0,
    limit: 100,
    req,
    overrideAccess: true,
  })
  const { docs: earlier } = await req.payload.find({
    collection: PARTY_REFUNDS_SLUG,
    where: { party: { equals: party.id } },
    depth: 0,
    limit: 500,
    req,
    overrideAccess: true,
  })
  let left = amountPence
  for (const payment of payments as PartyPayment[]) {
    if (left <= 0) break
    const fromThis = (earlier as PartyRefund[]).filter(
      (refund) => (typeof refund.payment === 'object' ? refund.payment.id : refund.payment) === payment.id,
    )
    const available =
      payment.amountPence - fromThis.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amountPence, 0)
    const take = Math.min(left, available)
    if (take <= 0) continue
    claims.push(
      await claimPartyRefund(req, party, payment, { amountPence: take, reason, key: `party-refund-${payment.id}-${fromThis.length + 1}` }),
    )
    left -= take
  }
  return claims
}

/** Party card refunds still pending an hour after they were claimed (their job gave up or died), paid out again with their own key. */
export async function resumePartyRefunds(payload: Payload, now: Date = new Date()): Promise<ResumeRefundsReport> {
  const report: ResumeRefundsReport = { checked: 0, completed: 0, retryLater: 0, flagged: 0 }
  const { docs } = await payload.find({
    collection: PARTY_REFUNDS_SLUG,
    where: {
      and: [
        { status: { equals: 'pending' } },
        { toCard: { equals: true } },
        { createdAt: { less_than: new Date(now.getTime() - 3_600_000).toISOString() } },
      ],
    },
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  for (const refund of docs) {
    report.checked += 1
    try {
      if ((await payOutPartyRefund(payload, refund.id)).startsWith('refunded')) report.completed += 1
    } catch (error) {
      payload.logger.warn({ err: error, refund: refund.id, msg: 'resuming a party refund failed; it stays pending for the next run' })
      report.retryLater += 1
    }
  }
  return report
}
