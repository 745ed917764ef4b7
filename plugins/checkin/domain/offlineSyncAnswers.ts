import type { KioskTicket } from './kioskTicket'
import type { SyncOutcome } from './offlineSync'

/** POST /api/check-in/sync: one answer per item, in the order sent. */
export type OfflineSyncAnswer = {
  results: { key: string; outcome: SyncOutcome; code: string | null; message: string | null; replayed: boolean }[]
}

/** One offline item on the Overview's Needs attention list (`offlineCheckIns`). */
export type KioskSyncAttentionItem = {
  id: number
  kind: string
  outcome: string
  code: string | null
  message: string | null
  customerName: string | null
  children: number | null
  adults: number | null
  bookingId: number | null
  /** The tablet that recorded it. */
  device: string
  happenedAt: string
}

/** GET /api/check-in/todays-tickets: the door tablet's copy of the business day under way. */
export type TicketCopyAnswer = {
  /** The London business day the copy is of (YYYY-MM-DD). */
  day: string
  generatedAt: string
  tickets: KioskTicket[]
}
