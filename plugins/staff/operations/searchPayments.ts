import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { creditPacks, unusedCreditsRefund, type CreditPack } from '@plugins/credits'
import { searchGiftVouchers, type VoucherSearchHit } from '@plugins/vouchers'
import { businessDate } from '@/lib/time/businessDate'
import { containsPattern, FOLD_FROM, FOLD_TO, foldName } from '../domain/foldName'
import type { PaymentSearchResult, PaymentStatus } from '../domain/staffApi'

export const SEARCH_LIMIT = 50

const pgText = (value: string) => `'${value.replaceAll("'", "''")}'`
const FOLD_LITERALS = `${pgText(FOLD_FROM)}, ${pgText(FOLD_TO)}`

type Row = Record<string, unknown>

const text = (value: unknown) => (value === null || value === undefined ? '' : String(value))
const pence = (value: unknown) => (value === null || value === undefined ? 0 : Number(value))
const unixSeconds = (value: unknown) => Math.floor(new Date(text(value)).getTime() / 1000)

/** A booking's payment in the seed's statuses: money taken is `succeeded` (refunds are shown beside it). */
export function bookingPaymentStatus(row: { status: string; paid: boolean; provider: string }): PaymentStatus {
  if (row.paid) return 'succeeded'
  switch (row.status) {
    case 'held':
      return row.provider ? 'requires_payment_method' : 'pending'
    case 'checked_in':
    case 'checked_out':
      // A walk-in whose desk payment staff have not confirmed yet.
      return 'pending'
    default:
      return 'canceled'
  }
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

/**
 * The project's own payment records (bookings and credit packs) whose customer name contains the
 * term, ignoring case and accents, and gift vouchers found by code, buyer or recipient (the vouchers
 * plugin's search); newest first, at most 50.
 */
export async function searchPayments(payload: Payload, term: string, now: Date = new Date()): Promise<PaymentSearchResult[]> {
  const db = drizzleOf(payload)
  const pattern = containsPattern(foldName(term.trim()))
  // The fold's letters are written into the statement (our constants, never the term) so that it
  // is the expression of the trigram indexes on the folded names (migration 20261127_035220).
  const folded = (column: string) => sql`translate(lower(${sql.raw(column)}), ${sql.raw(FOLD_LITERALS)}) like ${pattern}`
  const result = await db.execute(sql`
    select * from (
      select 'booking' as kind, b.id, b.customer_name as name, b.customer_email as email, b.customer_phone as phone,
             b.final_amount_pence as amount, b.refunded_pence as refunded, b.session_credits_used as credits_used,
             b.status::text as status, b.source::text as source, b.payment_provider as provider, b.created_at as created, b.receipt_url as receipt,
             (b.paid_at is not null or b.in_store_payment_confirmed_at is not null) as paid,
             (b.paid_at is not null and b.payment_reference is not null) as paid_online,
             (select coalesce(sum(r.amount_pence), 0) from booking_refunds r where r.booking_id = b.id and r.status = 'pending')
               + case when b.refund_due_pence > 0 and b.refunded_at is null then b.refund_due_pence else 0 end as refunding,
             null::int as pack_credits, null::text as pack_refund
        from (select * from bookings b where ${folded('b.customer_name')} order by b.created_at desc, b.id desc limit ${SEARCH_LIMIT}) b
      union all
      select 'credit', c.id, c.customer_name, c.customer_email, c.customer_phone,
             c.amount_pence, case when c.refund_status = 'succeeded' then c.refund_amount_pence else 0 end, null,
             c.status::text, 'online', c.payment_provider, c.created_at, null,
             (c.paid_at is not null), (c.paid_at is not null and c.payment_reference is not null),
             case when c.refund_status = 'pending' then c.refund_amount_pence else 0 end,
             c.credits, c.refund_status::text
        from credit_purchases c where ${folded('c.customer_name')}
    ) payments
    order by created desc, id desc
    limit ${SEARCH_LIMIT}`)
  const rows = result.rows as Row[]
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
