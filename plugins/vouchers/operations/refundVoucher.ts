import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { claimedRefundRecord, earlierRefundAnswer, paymentProvider, payOutClaimedRefund } from '@plugins/payments'
import type { GiftVoucher } from '@/payload-types'
import { transactionDb, inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { businessDate } from '@/lib/time/businessDate'
import { longDate } from '@/lib/time/formatDate'
import { GIFT_VOUCHERS_SLUG, VOUCHER_LEDGER_SLUG } from '../types'
import { bookingsBeingPaidOf } from './bookingsBeingPaid'
import { lockVoucher, voucherBalance } from './voucherLedger'

export type VoucherRefundRequest = {
  voucherId: number
  reason: string
  /** The request's Idempotency-Key: the same key again refunds nothing more. */
  idempotencyKey: string
  staff: { id: number; email: string }
  now?: Date
}

export type VoucherRefundResult =
  | { status: 'refunded'; amountPence: number; replayed: boolean }
  | { status: 'not_found' }
  | { status: 'refused'; code: string; message: string }
  | { status: 'provider_failed'; message: string }
  /** Refunded at the provider, but recording it failed: the vouchers' job records it. */
  | { status: 'recording_delayed'; amountPence: number }

type Refund = NonNullable<GiftVoucher['refund']>
type Claimed = { status: 'claimed'; amountPence: number; intentId: string; providerKey: string }

/** The provider's key for a voucher's refund: one per request, so a retry of it (or the job) refunds once. */
export const voucherRefundKey = (voucherId: number, requestKey: string): string => `voucher-refund-${voucherId}-${requestKey}`

const refused = (code: string, message: string) => ({ status: 'refused' as const, code, message })

async function lockedVoucher(req: PayloadRequest, voucherId: number): Promise<GiftVoucher | null> {
  await lockVoucher(req, voucherId)
  return req.payload.findByID({ collection: GIFT_VOUCHERS_SLUG, id: voucherId, depth: 0, req, overrideAccess: true, disableErrors: true })
}

async function writeRefund(req: PayloadRequest, voucher: GiftVoucher, refund: Refund): Promise<void> {
  await req.payload.update({
    collection: GIFT_VOUCHERS_SLUG,
    id: voucher.id,
    data: { refund: { ...(voucher.refund ?? {}), ...refund } },
    depth: 0,
    req,
    overrideAccess: true,
  })
}

/**
 * Whether a booking still being paid for holds part of the voucher: if its hold lapsed, that part
 * would come back after the refund. The ledger says which bookings hold part of it; the booking
 * plugin says which of those are still being paid for.
 */
async function heldBookingSpends(req: PayloadRequest, voucherId: number): Promise<boolean> {
  const result = await (
    await transactionDb(req)
  ).execute(sql`
    select l.booking_id from voucher_ledger l
     where l.voucher_id = ${voucherId} and l.booking_id is not null and l.reason in ('spent', 'refunded')
     group by l.booking_id having sum(l.delta_pence) < 0`)
  const holding = (result.rows as { booking_id: number | string }[]).map((row) => Number(row.booking_id))
  if (holding.length === 0) return false
  return (await bookingsBeingPaidOf(req.payload)(req, holding)).length > 0
}

/** Step 1, under the voucher's row lock: check, take what is left off the balance and claim the refund. */
async function claim(
  req: PayloadRequest,
  request: VoucherRefundRequest,
  today: string,
): Promise<Claimed | Exclude<VoucherRefundResult, { status: 'provider_failed' | 'recording_delayed' }>> {
  return inTransaction(req, async () => {
    const voucher = await lockedVoucher(req, request.voucherId)
    if (!voucher) return { status: 'not_found' }
    const earlier = voucher.refund ?? {}
    const answer = earlierRefundAnswer(earlier, request.idempotencyKey, {
      underWay: 'A refund of this voucher is already under way.',
      done: 'This voucher has already been refunded.',
    })
    if (answer?.status === 'replay') return { status: 'refunded', amountPence: earlier.amountPence ?? 0, replayed: true }
    if (answer) return answer
    const provider = paymentProvider(req.payload)
    if (voucher.status !== 'issued' || !voucher.paymentReference || voucher.paymentProvider !== provider.name)
      return refused('not_refundable', 'This voucher was not paid for online, so there is no card payment to refund.')
    if (voucher.expiresOn && today > voucher.expiresOn)
      return refused('not_refundable', `This voucher expired on ${longDate(voucher.expiresOn)}; what was left on it is not refunded.`)
    if (await heldBookingSpends(req, voucher.id))
      return refused('voucher_in_use', 'A booking is being paid for with this voucher right now. Try again in a few minutes.')
    const amountPence = await voucherBalance(req, voucher.id)
    if (amountPence <= 0) return refused('nothing_to_refund', 'Nothing is left on this voucher, so there is nothing to refund.')
    await req.payload.create({
      collection: VOUCHER_LEDGER_SLUG,
      data: {
        voucher: voucher.id,
        deltaPence: -amountPence,
        reason: 'card_refund',
        note: 'Refunded to the card (the reason is on the voucher)',
      },
      req,
      overrideAccess: true,
    })
    await writeRefund(req, voucher, claimedRefundRecord(request, amountPence))
    await recordAudit(req, {
      action: 'refund',
      summary: `Refunded ${formatPence(amountPence)} left on ${voucher.buyerName}'s gift voucher ${voucher.code ?? ''} to the card: ${request.reason}`,
      entity: GIFT_VOUCHERS_SLUG,
      recordId: voucher.id,
      before: { balancePence: amountPence },
      after: { balancePence: 0, refundPence: amountPence, reason: request.reason },
    })
    return {
      status: 'claimed',
      amountPence,
      intentId: voucher.paymentReference,
      providerKey: voucherRefundKey(voucher.id, request.idempotencyKey),
    }
  })
}

/** Step 3: the refund is recorded paid out, once (false when it was no longer pending). */
export async function recordVoucherRefundPaid(req: PayloadRequest, voucherId: number, providerRefundId: string): Promise<boolean> {
  return inTransaction(req, async () => {
    const voucher = await lockedVoucher(req, voucherId)
    if (!voucher || voucher.refund?.status !== 'pending') return false
    await writeRefund(req, voucher, { status: 'succeeded', providerRefundId, refundedAt: new Date().toISOString() })
    return true
  })
}

/** The provider refused: the refund is marked failed and the balance put back on the voucher. */
async function recordVoucherRefundFailed(req: PayloadRequest, voucherId: number, failure: string): Promise<void> {
  await inTransaction(req, async () => {
    const voucher = await lockedVoucher(req, voucherId)
    if (!voucher || voucher.refund?.status !== 'pending') return
    await req.payload.create({
      collection: VOUCHER_LEDGER_SLUG,
      data: {
        voucher: voucher.id,
        deltaPence: voucher.refund.amountPence ?? 0,
        reason: 'card_refund',
        note: 'The refund failed: the balance is back',
      },
      req,
      overrideAccess: true,
    })
    await writeRefund(req, voucher, { status: 'failed', failure: failure.slice(0, 300) })
  })
}

/**
 * Staff who may give refunds (the endpoint checks) refund what is left on a gift voucher to the
 * buyer's card, once (ADR 0025): a change of mind within the cancellation period, or goodwill.
 * Like a credit pack's refund: the balance is taken off and the refund claimed under the voucher's
 * lock, the provider asked outside any transaction with the request's own key, then it is
 * recorded; if the provider refuses, the balance comes back. Refused for a voucher past its last
 * day (what was left has expired) and while a booking still being paid for holds part of it.
 */
export async function refundGiftVoucher(req: PayloadRequest, request: VoucherRefundRequest): Promise<VoucherRefundResult> {
  const claimed = await claim(req, request, businessDate(request.now ?? new Date()))
  if (claimed.status !== 'claimed') return claimed
  return payOutClaimedRefund(
    req,
    { ...claimed, label: 'gift voucher', recordId: request.voucherId },
    (providerRefundId) => recordVoucherRefundPaid(req, request.voucherId, providerRefundId),
    (message) => recordVoucherRefundFailed(req, request.voucherId, message),
  )
}
