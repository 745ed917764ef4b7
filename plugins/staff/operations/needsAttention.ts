import { databasePool } from '@/lib/db/pool'
import type { Payload } from 'payload'
import type { NeedsAttentionAnswer } from '../domain/staffApi'

/** Rows listed per kind; the counts say how many there are in all. */
export const NEEDS_ATTENTION_LIMIT = 20

/**
 * What needs a person, for the Overview: bookings, credit packs and gift vouchers flagged
 * `needsAttention` (a payment that could not be matched, a refund that failed or was never
 * confirmed, a late payment for a full session) and
 * jobs that failed for good. Each list is newest first and bounded; the flags are indexed and the
 * jobs table keeps only unfinished jobs.
 */
export async function needsAttention(payload: Payload): Promise<NeedsAttentionAnswer> {
  const pool = databasePool(payload)
  const [bookings, bookingCount, purchases, purchaseCount, vouchers, voucherCount, jobs, jobCount] = await Promise.all([
    pool.query<{ id: number; reference: string; customer_name: string; date: string; staff_note: string | null; updated_at: Date }>(
      `select id, reference, customer_name, date, staff_note, updated_at from bookings
        where needs_attention order by updated_at desc limit $1`,
      [NEEDS_ATTENTION_LIMIT],
    ),
    pool.query<{ n: string }>('select count(*) as n from bookings where needs_attention'),
    pool.query<{ id: number; customer_email: string; credits: string; staff_note: string | null; updated_at: Date }>(
      `select id, customer_email, credits, staff_note, updated_at from credit_purchases
        where needs_attention order by updated_at desc limit $1`,
      [NEEDS_ATTENTION_LIMIT],
    ),
    pool.query<{ n: string }>('select count(*) as n from credit_purchases where needs_attention'),
    pool.query<{ id: number; code: string | null; buyer_name: string; staff_note: string | null; updated_at: Date }>(
      `select id, code, buyer_name, staff_note, updated_at from gift_vouchers
        where needs_attention order by updated_at desc limit $1`,
      [NEEDS_ATTENTION_LIMIT],
    ),
    pool.query<{ n: string }>('select count(*) as n from gift_vouchers where needs_attention'),
    pool.query<{
      id: number
      task_slug: string | null
      queue: string | null
      total_tried: string | null
      error: unknown
      input: unknown
      updated_at: Date
    }>(
      `select id, task_slug, queue, total_tried, error, input, updated_at from payload_jobs
        where has_error and completed_at is null order by updated_at desc limit $1`,
      [NEEDS_ATTENTION_LIMIT],
    ),
    pool.query<{ n: string }>('select count(*) as n from payload_jobs where has_error and completed_at is null'),
  ])
  return {
    bookings: {
      total: Number(bookingCount.rows[0]?.n ?? 0),
      items: bookings.rows.map((row) => ({
        id: row.id,
        reference: row.reference,
        customerName: row.customer_name,
        date: row.date,
        note: row.staff_note,
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    },
    creditPurchases: {
      total: Number(purchaseCount.rows[0]?.n ?? 0),
      items: purchases.rows.map((row) => ({
        id: row.id,
        customerEmail: row.customer_email,
        credits: Number(row.credits),
        note: row.staff_note,
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    },
    giftVouchers: {
      total: Number(voucherCount.rows[0]?.n ?? 0),
      items: vouchers.rows.map((row) => ({
        id: row.id,
        code: row.code,
        buyerName: row.buyer_name,
        note: row.staff_note,
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    },
    failedJobs: {
      total: Number(jobCount.rows[0]?.n ?? 0),
      items: jobs.rows.map((row) => ({
        id: row.id,
        task: row.task_slug ?? 'unknown',
        queue: row.queue ?? 'default',
        tries: Number(row.total_tried ?? 0),
        error: errorMessage(row.error),
        bookingId: bookingOf(row.input),
        updatedAt: new Date(row.updated_at).toISOString(),
      })),
    },
  }
}

/** The job's last error in one line (Payload stores `{ message, stack, ... }` or a log of them). */
function errorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const message = (error as { message?: unknown; cancelled?: unknown }).message
    if (typeof message === 'string' && message) return message.split('\n')[0]!.slice(0, 200)
  }
  return 'Failed after its retries'
}

/** A booking the job was about, when its input names one, so the row can link to it. */
function bookingOf(input: unknown): number | null {
  if (!input || typeof input !== 'object') return null
  const id = (input as { bookingId?: unknown }).bookingId
  return typeof id === 'number' && Number.isInteger(id) ? id : typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : null
}
