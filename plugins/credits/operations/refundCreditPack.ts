import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { claimedRefundRecord, earlierRefundAnswer, paymentProvider, payOutClaimedRefund } from '@plugins/payments'
import type { CreditPurchase } from '@/payload-types'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { unusedCreditsRefund } from '../domain/packRefund'
import { CREDIT_LEDGER_SLUG, CREDIT_PURCHASES_SLUG } from '../types'
import { creditPacks, lockCredits } from './creditLedger'

export type CreditRefundRequest = {
  purchaseId: number
  reason: string
  /** The request's Idempotency-Key: the same key again refunds nothing more. */
  idempotencyKey: string
  staff: { id: number; email: string }
}

export type CreditRefundResult =
  | { status: 'refunded'; amountPence: number; credits: number; replayed: boolean }
  | { status: 'not_found' }
  | { status: 'refused'; code: string; message: string }
  | { status: 'provider_failed'; message: string }
  /** Refunded at the provider, but recording it failed: the credits job records it. */
  | { status: 'recording_delayed'; amountPence: number }

type Refund = NonNullable<CreditPurchase['refund']>
type Claimed = { status: 'claimed'; amountPence: number; credits: number; intentId: string; providerKey: string; email: string }

/** The provider's key for a pack's refund: one per request, so a retry of it (or the job) refunds once. */
export const creditRefundKey = (purchaseId: number, requestKey: string): string => `credit-refund-${purchaseId}-${requestKey}`

const refundOf = (purchase: CreditPurchase): Refund => purchase.refund ?? {}

/** Locks the pack and its owner's credits (the order every credit write takes), then reads the pack. */
async function lockedPurchase(req: PayloadRequest, purchaseId: number): Promise<CreditPurchase | null> {
  await lockUntilCommit(req, LOCK_NAMESPACES.creditPurchase, purchaseId)
  const purchase = await req.payload.findByID({
    collection: CREDIT_PURCHASES_SLUG,
    id: purchaseId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (purchase) await lockCredits(req, purchase.customerEmail)
  return purchase
}

async function writeRefund(req: PayloadRequest, purchase: CreditPurchase, refund: Refund): Promise<void> {
  await req.payload.update({
    collection: CREDIT_PURCHASES_SLUG,
    id: purchase.id,
    data: { refund: { ...refundOf(purchase), ...refund } },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

/** Step 1, under the pack's lock: check, take the unused credits off the balance and claim the refund. */
async function claim(
  req: PayloadRequest,
  request: CreditRefundRequest,
): Promise<Claimed | Exclude<CreditRefundResult, { status: 'provider_failed' | 'recording_delayed' }>> {
  return inTransaction(req, async () => {
    const purchase = await lockedPurchase(req, request.purchaseId)
    if (!purchase) return { status: 'not_found' }
    const earlier = refundOf(purchase)
    const answer = earlierRefundAnswer(earlier, request.idempotencyKey, {
      underWay: 'A refund of this pack is already under way.',
      done: 'This pack’s unused credits have already been refunded.',
    })
    if (answer?.status === 'replay')
      return { status: 'refunded', amountPence: earlier.amountPence ?? 0, credits: earlier.credits ?? 0, replayed: true }
    if (answer) return answer
    const provider = paymentProvider(req.payload)
    if (purchase.status !== 'paid' || !purchase.paymentReference || purchase.paymentProvider !== provider.name) {
      return { status: 'refused', code: 'not_refundable', message: 'This pack was not paid online, so there is no card payment to refund.' }
    }
    const unused = (await creditPacks(req, purchase.customerEmail)).find((pack) => pack.purchaseId === purchase.id)?.creditsRemaining ?? 0
    const amountPence = unusedCreditsRefund(purchase, unused)
    if (amountPence <= 0)
      return {
        status: 'refused',
        code: 'nothing_to_refund',
        message: 'Every credit of this pack has been used, so there is nothing to refund.',
      }
    await req.payload.create({
      collection: CREDIT_LEDGER_SLUG,
      data: {
        email: purchase.customerEmail,
        delta: -unused,
        reason: 'refund',
        purchase: purchase.id,
        note: `${unused} unused credits refunded (${formatPence(amountPence)}): ${request.reason}`,
      },
      req,
      overrideAccess: true,
    })
    await writeRefund(req, purchase, { ...claimedRefundRecord(request, amountPence), credits: unused })
    await recordAudit(req, {
      action: 'refund',
      summary: `Refunded ${unused} unused credits (${formatPence(amountPence)}) of ${purchase.customerName}'s pack: ${request.reason}`,
      entity: CREDIT_PURCHASES_SLUG,
      recordId: purchase.id,
      before: { credits: unused },
      after: { credits: 0, refundPence: amountPence, reason: request.reason },
    })
    return {
      status: 'claimed',
      amountPence,
      credits: unused,
      intentId: purchase.paymentReference,
      providerKey: creditRefundKey(purchase.id, request.idempotencyKey),
      email: purchase.customerEmail,
    }
  })
}

/** Step 3: the refund is recorded paid out, once (false when it was no longer pending). */
export async function recordCreditRefundPaid(req: PayloadRequest, purchaseId: number, providerRefundId: string): Promise<boolean> {
  return inTransaction(req, async () => {
    const purchase = await lockedPurchase(req, purchaseId)
    if (!purchase || refundOf(purchase).status !== 'pending') return false
    await writeRefund(req, purchase, { status: 'succeeded', providerRefundId, refundedAt: new Date().toISOString() })
    return true
  })
}

/** The provider refused: the refund is marked failed and the credits are given back. */
async function recordCreditRefundFailed(req: PayloadRequest, purchaseId: number, failure: string): Promise<void> {
  await inTransaction(req, async () => {
    const purchase = await lockedPurchase(req, purchaseId)
    const refund = purchase ? refundOf(purchase) : null
    if (!purchase || refund?.status !== 'pending') return
    await req.payload.create({
      collection: CREDIT_LEDGER_SLUG,
      data: {
        email: purchase.customerEmail,
        delta: refund.credits ?? 0,
        reason: 'refund',
        purchase: purchase.id,
        note: 'The refund failed: the credits are back',
      },
      req,
      overrideAccess: true,
    })
    await writeRefund(req, purchase, { status: 'failed', failure: failure.slice(0, 300) })
  })
}

/**
 * Staff who may give refunds (the endpoint checks) refund a credit pack for its unused credits
 * (oldest packs are used first, so a pack's unused credits are what is left of it). Like a booking's staff refund: the credits are taken off
 * the balance and the refund claimed under the pack's lock, the provider is asked outside any
 * transaction with a key of the request's own (a retry refunds once), then it is recorded. If the
 * provider refuses, the credits come back. If the process dies between the provider's answer and
 * the record, the credits job finishes it (resumeCreditRefunds).
 */
export async function refundCreditPack(req: PayloadRequest, request: CreditRefundRequest): Promise<CreditRefundResult> {
  const claimed = await claim(req, request)
  if (claimed.status !== 'claimed') return claimed
  const paid = await payOutClaimedRefund(
    req,
    { ...claimed, label: 'credit pack', recordId: request.purchaseId },
    (providerRefundId) => recordCreditRefundPaid(req, request.purchaseId, providerRefundId),
    (message) => recordCreditRefundFailed(req, request.purchaseId, message),
  )
  return paid.status === 'refunded' ? { ...paid, credits: claimed.credits } : paid
}
