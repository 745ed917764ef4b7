import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import type { Payload } from 'payload'
import { normaliseVoucherCode } from '../domain/voucherCodeFormat'
import type { VoucherStatus } from '../types'

export type VoucherSearchHit = {
  id: number
  code: string | null
  status: VoucherStatus
  amountPence: number
  balancePence: number
  buyerName: string
  buyerEmail: string
  recipientName: string
  expiresOn: string | null
  paymentProvider: string | null
  /** Paid for through the provider (a card payment there is to refund). */
  paidOnline: boolean
  refundStatus: 'pending' | 'succeeded' | 'failed' | null
  refundPence: number
  createdAt: string
}

const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * For the staff payment search: vouchers whose code is the term (typed any way), or whose buyer's
 * name or e-mail or recipient's name contains it (ignoring case); newest first, each with its balance.
 */
export async function searchGiftVouchers(payload: Payload, term: string, limit = 50): Promise<VoucherSearchHit[]> {
  const trimmed = term.trim()
  if (!trimmed) return []
  const code = normaliseVoucherCode(trimmed)
  const pattern = likePattern(trimmed)
  const db = drizzleOf(payload)
  const result = await db.execute(sql`
    select v.id, v.code, v.status::text as status, v.amount_pence, v.buyer_name, v.buyer_email, v.recipient_name, v.expires_on,
           v.payment_provider, v.created_at, (v.issued_at is not null and v.payment_reference is not null) as paid_online,
           v.refund_status::text as refund_status, v.refund_amount_pence,
           (select coalesce(sum(l.delta_pence), 0) from voucher_ledger l where l.voucher_id = v.id) as balance
      from gift_vouchers v
     where v.code = ${code ?? ''} or v.buyer_name ilike ${pattern} or v.buyer_email ilike ${pattern} or v.recipient_name ilike ${pattern}
     order by v.created_at desc, v.id desc
     limit ${limit}`)
  return (result.rows as Record<string, unknown>[]).map((row) => ({
    id: Number(row.id),
    code: row.code === null ? null : String(row.code),
    status: String(row.status) as VoucherStatus,
    amountPence: Number(row.amount_pence),
    balancePence: Number(row.balance),
    buyerName: String(row.buyer_name ?? ''),
    buyerEmail: String(row.buyer_email ?? ''),
    recipientName: String(row.recipient_name ?? ''),
    expiresOn: row.expires_on === null ? null : String(row.expires_on),
    paymentProvider: row.payment_provider === null ? null : String(row.payment_provider),
    paidOnline: row.paid_online === true,
    refundStatus: row.refund_status === null ? null : (String(row.refund_status) as VoucherSearchHit['refundStatus']),
    refundPence: Number(row.refund_amount_pence ?? 0),
    createdAt: new Date(String(row.created_at)).toISOString(),
  }))
}
