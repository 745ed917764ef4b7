/**
 * The check-in plugin's client-safe face: the kiosk's schemas, messages and the answers' shapes
 * (docs/api/check-in.md), for the door tablet and the admin. Nothing here loads Payload; server
 * operations are in `./index.ts`.
 */
export {
  KIOSK_MESSAGES,
  NUMBER_PLATE_MAX_LENGTH,
  checkInSchema,
  checkOutSchema,
  normaliseNumberPlate,
  ticketSearchSchema,
  walkInSchema,
  type CheckInInput,
  type CheckInRequest,
  type CheckOutRequest,
  type TicketSearchInput,
  type WalkInInput,
  type WalkInRequest,
} from './domain/kioskSchemas'
export type { KioskTicket, KioskTicketStatus } from './domain/kioskTicket'
export { foldForSearch, referenceCandidate } from './domain/searchText'
export type { KioskSettingsView } from './domain/kioskSettingsView'
export {
  SYNC_CLOCK_SKEW_MS,
  SYNC_MAX_BYTES,
  SYNC_MAX_ITEMS,
  SYNC_OUTCOMES,
  isDuplicateStep,
  offlineItemSchema,
  offlineSyncSchema,
  syncTimeRefusal,
  type OfflineItem,
  type OfflineItemInput,
  type OfflineSyncInput,
  type SyncOutcome,
} from './domain/offlineSync'
export type { KioskSyncAttentionItem, OfflineSyncAnswer, TicketCopyAnswer } from './domain/offlineSyncAnswers'
