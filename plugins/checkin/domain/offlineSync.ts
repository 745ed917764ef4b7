import { z } from 'zod'
import { businessDate } from '@/lib/time/businessDate'
import { idempotencyKeySchema } from '@/lib/http/idempotencyKey'
import { checkInSchema, checkOutSchema, walkInSchema } from './kioskSchemas'
import type { VisitRefusalCode } from './visitRules'

/** How far ahead of the server's clock a tablet's clock may run and its times still count. */
export const SYNC_CLOCK_SKEW_MS = 2 * 60_000
/** Items one sync call may carry (a Saturday's door is well under this between two calls). */
export const SYNC_MAX_ITEMS = 200
/** The body's limit in bytes: 200 items of a few hundred bytes each, with room to spare (the kiosk calls' 16 KiB holds about 70). */
export const SYNC_MAX_BYTES = 262_144

const happenedAt = z.iso.datetime({ offset: true, error: 'The time it happened, as an ISO date-time' })
const item = { key: idempotencyKeySchema, happenedAt }

/**
 * POST /api/check-in/sync: what the door tablet recorded while it was offline, oldest first. Each
 * item carries the idempotency key it was recorded with and the tablet's time it happened; the
 * rest is what the online call takes. `noted` is a family the tablet could not look up (it had no
 * copy of the day's tickets): a name and numbers for staff to check.
 */
export const offlineItemSchema = z.discriminatedUnion('kind', [
  checkInSchema.omit({ checkedInAt: true }).extend({ kind: z.literal('check_in'), ...item }),
  checkOutSchema.omit({ checkedOutAt: true }).extend({ kind: z.literal('check_out'), ...item }),
  walkInSchema.extend({ kind: z.literal('walk_in'), ...item }),
  z.object({
    kind: z.literal('noted'),
    ...item,
    customerName: z.string().trim().min(2, 'Please enter the family’s name').max(100, 'At most 100 characters'),
    numberOfChildren: z.number().int().min(0).max(20),
    numberOfAdults: z.number().int().min(0).max(20),
    note: z.string().trim().max(500, 'At most 500 characters').optional(),
  }),
])
export type OfflineItem = z.output<typeof offlineItemSchema>
export type OfflineItemInput = z.input<typeof offlineItemSchema>

export const offlineSyncSchema = z.object({
  items: z.array(offlineItemSchema).min(1, 'Nothing to send').max(SYNC_MAX_ITEMS, `At most ${SYNC_MAX_ITEMS} items per call`),
})
export type OfflineSyncInput = z.input<typeof offlineSyncSchema>

/**
 * What became of one item: `applied` (as if it had been sent at the time), `duplicate_attempt`
 * (the ticket was checked in or out on another tablet meanwhile: the earlier visit stands),
 * `refused` (the server's rules say no: the booking was cancelled or refunded meanwhile, a time
 * outside the day), `flagged` (kept, for staff to check: a walk-in that overfills its session, a
 * family noted at the door).
 */
export const SYNC_OUTCOMES = ['applied', 'duplicate_attempt', 'refused', 'flagged'] as const
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number]

export type SyncTimeRefusal = { code: 'time_in_future' | 'time_outside_day'; message: string }

/**
 * Whether a tablet's time may stand as when something happened: not ahead of the server's clock by
 * more than SYNC_CLOCK_SKEW_MS, and on the business day under way (London), so a queue kept
 * overnight is never applied to another day.
 */
export function syncTimeRefusal(at: Date, now: Date): SyncTimeRefusal | null {
  if (at.getTime() > now.getTime() + SYNC_CLOCK_SKEW_MS)
    return { code: 'time_in_future', message: 'The tablet’s clock is ahead of ours: this was not applied. Please check the tablet’s time.' }
  if (businessDate(at) !== businessDate(now))
    return {
      code: 'time_outside_day',
      message: 'This was recorded on another day and was not applied. Please check it with the family’s booking.',
    }
  return null
}

/** A check-in or check-out refused because the same visit step was already taken (on another tablet). */
export function isDuplicateStep(kind: 'check_in' | 'check_out', code: VisitRefusalCode | 'not_found'): boolean {
  return kind === 'check_in' ? code === 'already_checked_in' || code === 'ticket_used' : code === 'ticket_used'
}
