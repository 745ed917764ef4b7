import type { Payload } from 'payload'
import { contributionsOf } from '@/lib/plugins/contributions'
import type { NeedsAttentionAnswer } from '../domain/staffApi'

/** Rows listed per kind; the counts say how many there are in all. */
export const NEEDS_ATTENTION_LIMIT = 20

/**
 * What needs a person, for the Overview: each owning plugin's registered list (bookings, credit
 * packs and gift vouchers flagged `needsAttention` — a payment that could not be matched, a refund
 * that failed or was never confirmed, a late payment for a full session — and jobs that failed
 * for good). Each list is newest first and bounded; the flags are indexed and the jobs table keeps
 * only unfinished jobs.
 */
export async function needsAttention(payload: Payload): Promise<NeedsAttentionAnswer> {
  const parts = contributionsOf(payload).needsAttention
  const lists = await Promise.all(parts.map(async (part) => [part.list, await part.read(payload, NEEDS_ATTENTION_LIMIT)] as const))
  // The lists are their owners'; the answer's type names the ones the Overview shows (staffApi.ts).
  return Object.fromEntries(lists) as NeedsAttentionAnswer
}
