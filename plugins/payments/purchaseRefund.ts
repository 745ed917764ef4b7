import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { createLocalReq } from 'payload'
import { paymentProvider } from './provider'
import { REFUND_KEY_LIFETIME_MS, STALE_REFUND_MS } from './refundResume'

export type PaidOutResult =
  | { status: 'refunded'; amountPence: number; replayed: false }
  | { status: 'provider_failed'; message: string }
  /** Refunded at the provider, but recording it failed: the owner's resume job records it. */
  | { status: 'recording_delayed'; amountPence: number }

/**
 * Steps 2 and 3 of a staff refund of a purchase (a credit pack, a gift voucher), after its plugin
 * claimed it under the purchase's lock: the provider is asked outside any transaction with the
 * claim's own key (a retry refunds once); its answer is recorded by the owner's `recordPaid`, or
 * its refusal by `recordFailed` (which gives back what the claim took). A record that fails after
 * the money went is left pending for the owner's resume job (`resumePurchaseRefunds`).
 */
export async function payOutClaimedRefund(
  req: PayloadRequest,
  claim: { intentId: string; amountPence: number; providerKey: string; label: string; recordId: number },
  recordPaid: (providerRefundId: string) => Promise<unknown>,
  recordFailed: (message: string) => Promise<void>,
): Promise<PaidOutResult> {
  let providerRefundId: string
  try {
    const refund = await paymentProvider(req.payload).refund({
      intentId: claim.intentId,
      amountPence: claim.amountPence,
      idempotencyKey: claim.providerKey,
    })
    providerRefundId = refund.id
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await recordFailed(message)
    return { status: 'provider_failed', message }
  }
  try {
    await recordPaid(providerRefundId)
  } catch (error) {
    req.payload.logger.error({
      err: error,
      record: claim.recordId,
      msg: `a ${claim.label} refund was made but not recorded; its resume job will record it`,
    })
    return { status: 'recording_delayed', amountPence: claim.amountPence }
  }
  return { status: 'refunded', amountPence: claim.amountPence, replayed: false }
}

export type ResumeRefundsReport = { checked: number; completed: number; retryLater: number; flagged: number }

type PendingRefund = { amountPence?: number | null; idempotencyKey?: string | null; requestedAt?: string | null }
type RefundedPurchase = { id: number; paymentReference?: string | null; refund?: PendingRefund | null }

/**
 * Finishes a plugin's purchase refunds whose request died between claiming and recording, as
 * resumeStaffRefunds does for bookings: each is asked of the provider again with its own key (the
 * provider answers with the refund it already made, or makes it), then recorded once by the
 * owner; a provider error waits for the next run; one older than the key's lifetime is never
 * retried but flagged for staff by the owner (`flag`), with `staleLine`'s words. What the claim
 * took stays taken meanwhile.
 */
export async function resumePurchaseRefunds<T extends RefundedPurchase>(
  payload: Payload,
  owner: {
    label: string
    /** The owner's collection, with the purchase refund group (purchaseRefundField). */
    collection: CollectionSlug
    providerKey: (purchase: T) => string
    recordPaid: (req: PayloadRequest, purchaseId: number, providerRefundId: string) => Promise<boolean>
    staleLine: (purchase: T) => string
    flag: (purchaseId: number, line: string) => Promise<'flagged' | 'already'>
  },
  now: Date = new Date(),
): Promise<ResumeRefundsReport> {
  const provider = paymentProvider(payload)
  const req = await createLocalReq({}, payload)
  const report: ResumeRefundsReport = { checked: 0, completed: 0, retryLater: 0, flagged: 0 }
  const staleBefore = new Date(now.getTime() - STALE_REFUND_MS).toISOString()
  const { docs } = await payload.find({
    collection: owner.collection,
    where: { and: [{ 'refund.status': { equals: 'pending' } }, { 'refund.requestedAt': { less_than: staleBefore } }] },
    sort: 'createdAt',
    limit: 100,
    depth: 0,
    overrideAccess: true,
  })
  for (const purchase of docs as unknown as T[]) {
    report.checked += 1
    const refund = purchase.refund!
    if (now.getTime() - new Date(refund.requestedAt!).getTime() > REFUND_KEY_LIFETIME_MS) {
      if ((await owner.flag(purchase.id, owner.staleLine(purchase))) === 'flagged') report.flagged += 1
      continue
    }
    try {
      const made = await provider.refund({
        intentId: purchase.paymentReference!,
        amountPence: refund.amountPence!,
        idempotencyKey: owner.providerKey(purchase),
      })
      if (await owner.recordPaid(req, purchase.id, made.id)) report.completed += 1
    } catch (error) {
      payload.logger.warn({
        err: error,
        record: purchase.id,
        msg: `resuming a ${owner.label} refund failed; it stays pending for the next run`,
      })
      report.retryLater += 1
    }
  }
  return report
}

type EarlierRefund = { status?: string | null; idempotencyKey?: string | null; failure?: string | null }
export type EarlierRefundAnswer = { status: 'replay' } | { status: 'refused'; code: string; message: string } | null

/**
 * What a purchase's earlier refund means for a new request, read under the purchase's lock: the
 * same request again (its key) gets the first one's answer (`replay` when it succeeded); another
 * waits while one is under way, and is refused once one succeeded (`done`); null goes on.
 */
export function earlierRefundAnswer(
  earlier: EarlierRefund,
  requestKey: string,
  words: { underWay: string; done: string },
): EarlierRefundAnswer {
  if (earlier.idempotencyKey === requestKey) {
    if (earlier.status === 'succeeded') return { status: 'replay' }
    if (earlier.status === 'pending') return { status: 'refused', code: 'refund_in_progress', message: 'This refund is already under way.' }
    return {
      status: 'refused',
      code: 'refund_failed',
      message: `This refund failed earlier (${earlier.failure ?? 'the payment provider refused it'}). Try again for a new attempt.`,
    }
  }
  if (earlier.status === 'pending') return { status: 'refused', code: 'refund_in_progress', message: words.underWay }
  if (earlier.status === 'succeeded') return { status: 'refused', code: 'nothing_to_refund', message: words.done }
  return null
}

/** The refund group's fields for a refund just claimed: pending, with who asked, why and the request's key. */
export function claimedRefundRecord(
  request: { reason: string; staff: { id: number }; idempotencyKey: string },
  amountPence: number,
  now: Date = new Date(),
) {
  return {
    status: 'pending' as const,
    amountPence,
    reason: request.reason,
    requestedBy: request.staff.id,
    idempotencyKey: request.idempotencyKey,
    requestedAt: now.toISOString(),
    refundedAt: null,
    providerRefundId: null,
    failure: null,
  }
}
