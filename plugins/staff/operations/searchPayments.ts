import { createLocalReq, type Payload } from 'payload'
import { searchBookingPayments, type BookingPaymentRecord } from '@plugins/booking'
import { BOOKING_STATUS, hasArrived } from '@plugins/booking/contract'
import { creditPacks, searchPurchasePayments, unusedCreditsRefund, type CreditPack, type CreditPurchaseRecord } from '@plugins/credits'
import { searchGiftVouchers, type VoucherSearchHit } from '@plugins/vouchers'
import { businessDate } from '@/lib/time/businessDate'
import { containsPattern, FOLD_FROM, FOLD_TO, foldName } from '../domain/foldName'
import type { PaymentSearchResult, PaymentStatus } from '../domain/staffApi'

export const SEARCH_LIMIT = 50

type Row = Record<string, unknown>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const pence = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))
const unixSeconds = (value: unknown) => Math.floor(new Date(text(value)).getTime() / 1000)

/** A booking's payment in the seed's statuses: money taken is `succeeded` (refunds are shown beside it). */
export function bookingPaymentStatus(row: { status: string; paid: boolean; provider: string }): PaymentStatus {
  if (row.paid) return 'succeeded'
  if (row.status === BOOKING_STATUS.held) return row.provider ? 'requires_payment_method' : 'pending'
  // A walk-in whose desk payment staff have not confirmed yet.
  if (hasArrived(row.status)) return 'pending'
  return 'canceled'
}

const CREDIT_STATUS: Record<string, PaymentStatus> = {
  pending: 'pending',
  processing: 'processing',
  paid: 'succeeded',
  refunded: 'succeeded',
  failed: 'failed',
  cancelled: 'canceled',
}

function methodOf(row: Row): string {
  if (row.source === 'walk_in') return 'in_store'
  if (pence(row.amount) === 0 && pence(row.credits_used) > 0) return 'session_credits'
  return row.provider === 'stripe' ? 'card' : text(row.provider) || 'card'
}

function toResult(row: Row): PaymentSearchResult {
  const paid = row.paid === true
  const amount = pence(row.amount)
  const refunded = pence(row.refunded)
  const result: PaymentSearchResult = {
    id: `${text(row.kind)}-${text(row.id)}`,
    customer_name: text(row.name),
    customer_email: text(row.email),
    amount,
    currency: 'gbp',
    payment_method_type: methodOf(row),
    status:
      row.kind === 'booking'
        ? bookingPaymentStatus({ status: text(row.status), paid, provider: text(row.provider) })
        : (CREDIT_STATUS[text(row.status)] ?? 'pending'),
    created: unixSeconds(row.created),
    refunded,
    // A card payment (online, through the provider) less what is refunded or being refunded.
    refundable: row.paid_online === true ? Math.max(0, amount - refunded - pence(row.refunding)) : 0,
  }
  if (text(row.phone)) result.customer_phone = text(row.phone)
  if (row.kind === 'booking') result.booking_id = Number(row.id)
  if (text(row.receipt)) result.receipt_url = text(row.receipt)
  return result
}

const VOUCHER_STATUS: Record<VoucherSearchHit['status'], PaymentStatus> = {
  pending: 'pending',
  processing: 'processing',
  issued: 'succeeded',
  failed: 'failed',
  cancelled: 'canceled',
}

/**
 * A gift voucher sale as a payment record. What is left on it can be refunded to the card once
 * (ADR 0025): paid online, issued, not past its last day (`today`, London), no refund made or under way.
 */
function voucherResult(hit: VoucherSearchHit, today: string): PaymentSearchResult {
  const open =
    hit.paidOnline &&
    hit.status === 'issued' &&
    (hit.refundStatus === null || hit.refundStatus === 'failed') &&
    !(hit.expiresOn !== null && today > hit.expiresOn)
  return {
    id: `voucher-${hit.id}`,
    customer_name: hit.buyerName,
    customer_email: hit.buyerEmail,
    amount: hit.amountPence,
    currency: 'gbp',
    payment_method_type: hit.paymentProvider === 'stripe' || !hit.paymentProvider ? 'card' : hit.paymentProvider,
    status: VOUCHER_STATUS[hit.status] ?? 'pending',
    created: Math.floor(new Date(hit.createdAt).getTime() / 1000),
    refunded: hit.refundStatus === 'succeeded' ? hit.refundPence : 0,
    refundable: open ? Math.max(0, hit.balancePence) : 0,
    voucher: { code: hit.code, balance: hit.balancePence, recipient_name: hit.recipientName, expires_on: hit.expiresOn },
  }
}

/** A booking as one row of the search (the columns toResult reads). */
const bookingRow = (booking: BookingPaymentRecord) => ({
  kind: 'booking',
  id: booking.id,
  name: booking.name,
  email: booking.email,
  phone: booking.phone,
  amount: booking.amountPence,
  refunded: booking.refundedPence,
  credits_used: booking.creditsUsed,
  status: booking.status,
  source: booking.source,
  provider: booking.provider,
  created: booking.createdAt,
  receipt: booking.receiptUrl,
  paid: booking.paid,
  paid_online: booking.paidOnline,
  refunding: booking.refundingPence,
  pack_credits: null,
  pack_refund: null,
})

/** A credit pack purchase as one row of the search. */
const purchaseRow = (purchase: CreditPurchaseRecord) => ({
  kind: 'credit',
  id: purchase.id,
  name: purchase.name,
  email: purchase.email,
  phone: purchase.phone,
  amount: purchase.amountPence,
  refunded: purchase.refundedPence,
  credits_used: null,
  status: purchase.status,
  source: 'online',
  provider: purchase.provider,
  created: purchase.createdAt,
  receipt: null,
  paid: purchase.paid,
  paid_online: purchase.paidOnline,
  refunding: purchase.refundingPence,
  pack_credits: purchase.credits,
  pack_refund: purchase.refundStatus,
})

/**
 * The project's own payment records (bookings and credit packs) whose customer name contains the
 * term, ignoring case and accents, and gift vouchers found by code, buyer or recipient (the vouchers
 * plugin's search); newest first, at most 50.
 */
export async function searchPayments(payload: Payload, term: string, now: Date = new Date()): Promise<PaymentSearchResult[]> {
  const search = { pattern: containsPattern(foldName(term.trim())), foldFrom: FOLD_FROM, foldTo: FOLD_TO }
  // Each owner's newest SEARCH_LIMIT, then the newest of both (by when made, then id, as one list).
  const [bookings, purchases] = await Promise.all([
    searchBookingPayments(payload, search, SEARCH_LIMIT),
    searchPurchasePayments(payload, search, SEARCH_LIMIT),
  ])
  const rows: Row[] = [...bookings.map(bookingRow), ...purchases.map(purchaseRow)]
    .sort((a, b) => (a.created < b.created ? 1 : a.created > b.created ? -1 : b.id - a.id))
    .slice(0, SEARCH_LIMIT)
  const results = rows.map(toResult)
  const req = await createLocalReq({}, payload)
  const packsByEmail = new Map<string, CreditPack[]>()
  for (const [index, row] of rows.entries()) {
    if (row.kind !== 'credit') continue
    // A pack is refunded once, for its unused credits: what can go back is their share of the price.
    const open = row.paid_online === true && (row.pack_refund === null || row.pack_refund === 'failed')
    const email = text(row.email)
    if (open && !packsByEmail.has(email)) packsByEmail.set(email, await creditPacks(req, email))
    const unused = open ? (packsByEmail.get(email)!.find((pack) => pack.purchaseId === Number(row.id))?.creditsRemaining ?? 0) : 0
    results[index]!.refundable = unusedCreditsRefund({ credits: pence(row.pack_credits), amountPence: pence(row.amount) }, unused)
    results[index]!.refundable_credits = unused
  }
  const today = businessDate(now)
  const vouchers = (await searchGiftVouchers(payload, term, SEARCH_LIMIT)).map((hit) => voucherResult(hit, today))
  return [...results, ...vouchers].sort((a, b) => b.created - a.created).slice(0, SEARCH_LIMIT)
}
