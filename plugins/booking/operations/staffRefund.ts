import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { paymentProvider } from '@plugins/payments'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { BOOKING_REFUNDS_SLUG, BOOKINGS_SLUG } from '../types'
import { lockBooking, lockedBooking } from './bookingLock'

export type StaffRefundRequest = {
  bookingId: number
  /** Pence; omitted means all that can still be refunded. */
  amountPence?: number
  reason: string
  /** The request's Idempotency-Key: the same key again refunds nothing more. */
  idempotencyKey: string
  staff: { id: number; email: string }
}

export type StaffRefundResult =
  | { status: 'refunded'; refundId: number; amountPence: number; refundedPence: number; refundablePence: number; replayed: boolean }
  | { status: 'not_found' }
  | { status: 'refused'; code: string; message: string }
  | { status: 'provider_failed'; message: string }
  /** Refunded at the provider, but recording it failed (the database went away): resumeStaffRefunds records it. */
  | { status: 'recording_delayed'; refundId: number; amountPence: number }

type Claimed =
  | { status: 'claimed'; refundId: number; amountPence: number; intentId: string }
  | Exclude<StaffRefundResult, { status: 'provider_failed' | 'recording_delayed' }>

/** What can still go back to the family: paid, less refunds made, under way, or due from a cancellation. */
async function refundable(
  req: PayloadRequest,
  booking: {
    id: number
    finalAmountPence: number
    refundedPence?: number | null
    refundDuePence?: number | null
    refundedAt?: string | null
  },
): Promise<number> {
  const db = await transactionDb(req)
  const pending = await db.execute(
    sql`select coalesce(sum(amount_pence), 0)::int as pence from booking_refunds where booking_id = ${booking.id} and status = 'pending'`,
  )
  const cancellationDue = booking.refundDuePence && !booking.refundedAt ? booking.refundDuePence : 0
  return Math.max(0, booking.finalAmountPence - (booking.refundedPence ?? 0) - Number(pending.rows[0]?.pence ?? 0) - cancellationDue)
}

/** Step 1, under the booking's lock: check, and claim the amount with a pending ledger row. */
async function claim(req: PayloadRequest, request: StaffRefundRequest): Promise<Claimed> {
  return inTransaction(req, async () => {
    const booking = await lockedBooking(req, request.bookingId)
    const { docs } = await req.payload.find({
      collection: BOOKING_REFUNDS_SLUG,
      where: { idempotencyKey: { equals: request.idempotencyKey } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const earlier = docs[0]
    if (earlier) {
      const sameBooking = (typeof earlier.booking === 'object' ? earlier.booking?.id : earlier.booking) === request.bookingId
      if (!sameBooking)
        return { status: 'refused', code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for another refund.' }
      if (earlier.status === 'succeeded' && booking) {
        return {
          status: 'refunded',
          refundId: earlier.id,
          amountPence: earlier.amountPence,
          refundedPence: booking.refundedPence ?? 0,
          refundablePence: await refundable(req, booking),
          replayed: true,
        }
      }
      if (earlier.status === 'pending')
        return { status: 'refused', code: 'refund_in_progress', message: 'This refund is already under way.' }
      return {
        status: 'refused',
        code: 'refund_failed',
        message: `This refund failed earlier (${earlier.failure ?? 'the payment provider refused it'}). Try again for a new attempt.`,
      }
    }
    if (!booking) return { status: 'not_found' }
    const provider = paymentProvider(req.payload)
    if (!booking.paidAt || !booking.paymentReference || booking.paymentProvider !== provider.name) {
      return {
        status: 'refused',
        code: 'not_refundable',
        message: 'This booking was not paid online, so there is no card payment to refund: refund it at the desk.',
      }
    }
    const left = await refundable(req, booking)
    if (left <= 0)
      return {
        status: 'refused',
        code: 'nothing_to_refund',
        message: 'Everything paid for this booking has been refunded, or is being refunded.',
      }
    const amountPence = request.amountPence ?? left
    if (amountPence > left)
      return { status: 'refused', code: 'amount_too_large', message: `At most ${formatPence(left)} can still be refunded.` }
    const row = await req.payload.create({
      collection: BOOKING_REFUNDS_SLUG,
      data: {
        booking: booking.id,
        amountPence,
        status: 'pending',
        kind: 'staff',
        reason: request.reason,
        requestedBy: request.staff.id,
        idempotencyKey: request.idempotencyKey,
      },
      req,
      overrideAccess: true,
    })
    await recordAudit(req, {
      action: 'refund',
      summary: `Refunded ${formatPence(amountPence)} of ${booking.reference} (${booking.customerName}): ${request.reason}`,
      entity: BOOKINGS_SLUG,
      recordId: booking.id,
      before: { refundedPence: booking.refundedPence ?? 0 },
      after: { refundedPence: (booking.refundedPence ?? 0) + amountPence, refundId: row.id, reason: request.reason },
    })
    return { status: 'claimed', refundId: row.id, amountPence, intentId: booking.paymentReference }
  })
}

/**
 * A staff refund of part or all of a booking's card payment, the booking kept (issue 16). The
 * amount is claimed under the booking's lock (so two clicks, or two admins, can never refund
 * more than was paid), refunded at the provider outside any transaction with a key of its own
 * (a retry refunds once), then recorded. A refund the provider refuses is marked failed and its
 * amount freed.
 */
export async function staffRefund(req: PayloadRequest, request: StaffRefundRequest): Promise<StaffRefundResult> {
  const claimed = await claim(req, request)
  if (claimed.status !== 'claimed') return claimed
  let providerRefundId: string
  try {
    const refund = await paymentProvider(req.payload).refund({
      intentId: claimed.intentId,
      amountPence: claimed.amountPence,
      idempotencyKey: staffRefundKey(claimed.refundId),
    })
    providerRefundId = refund.id
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    await req.payload.update({
      collection: BOOKING_REFUNDS_SLUG,
      id: claimed.refundId,
      data: { status: 'failed', failure: message.slice(0, 300) },
      req,
      overrideAccess: true,
    })
    return { status: 'provider_failed', message }
  }
  try {
    return await inTransaction(req, async () => {
      await recordRefundPaid(
        req,
        { bookingId: request.bookingId, refundId: claimed.refundId, amountPence: claimed.amountPence },
        providerRefundId,
      )
      const booking = await req.payload.findByID({ collection: BOOKINGS_SLUG, id: request.bookingId, depth: 0, req, overrideAccess: true })
      return {
        status: 'refunded',
        refundId: claimed.refundId,
        amountPence: claimed.amountPence,
        refundedPence: booking.refundedPence ?? 0,
        refundablePence: await refundable(req, booking),
        replayed: false,
      } as const
    })
  } catch (error) {
    // The money has gone back; the row stays pending, its amount claimed, until the job records it.
    req.payload.logger.error({
      err: error,
      refund: claimed.refundId,
      msg: 'a staff refund was made but not recorded; resumeStaffRefunds will record it',
    })
    return { status: 'recording_delayed', refundId: claimed.refundId, amountPence: claimed.amountPence }
  }
}

/** The provider's key for a staff refund: the ledger row's, so a retry of the row refunds once. */
export const staffRefundKey = (refundId: number): string => `staff-refund-${refundId}`

/**
 * Step 3, under the booking's lock: the ledger row is marked paid out and the booking's running
 * total grows, once. False when the row was no longer pending (a resumed refund that the request
 * itself recorded after all): nothing is counted twice.
 */
export async function recordRefundPaid(
  req: PayloadRequest,
  claimed: { bookingId: number; refundId: number; amountPence: number },
  providerRefundId: string,
): Promise<boolean> {
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    await lockBooking(db, claimed.bookingId)
    const { docs } = await req.payload.update({
      collection: BOOKING_REFUNDS_SLUG,
      where: { and: [{ id: { equals: claimed.refundId } }, { status: { equals: 'pending' } }] },
      data: { status: 'succeeded', providerRefundId, refundedAt: new Date().toISOString() },
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (docs.length === 0) return false
    // One column: the running total, never a write-back of the whole booking row.
    await db.execute(
      sql`update bookings set refunded_pence = coalesce(refunded_pence, 0) + ${claimed.amountPence}, updated_at = now() where id = ${claimed.bookingId}`,
    )
    return true
  })
}
