export const KIOSK_DEVICES_SLUG = 'kiosk-devices'
export const VISIT_EVENTS_SLUG = 'visit-events'
export const KIOSK_SETTINGS_SLUG = 'kiosk-settings'

/** The admin group for the door tablet's records and settings. */
export const CHECKIN_ADMIN_GROUP = 'Check-in'

export const VISIT_ACTIONS = ['check_in', 'check_out', 'undo_check_in', 'undo_check_out'] as const
export type VisitAction = (typeof VISIT_ACTIONS)[number]

export const ACTOR_KINDS = ['device', 'user', 'system'] as const
export type ActorKind = (typeof ACTOR_KINDS)[number]

/** Who did a visit change: a kiosk device, a signed-in user, or the automatic check-out job. */
export type VisitActor = { kind: ActorKind; id: number | null; label: string }

export type RateLimit = { limit: number; windowSeconds: number }

export type CheckinPluginOptions = {
  /** The jobs queue that runs the automatic check-out and the purge of old kiosk requests. */
  maintenanceQueue: string
  /** Marks the tablet's sign-in cookie Secure (any https site). */
  secureCookie: boolean
  /** Failed sign-ins before a kiosk device is locked, and for how long (as for staff accounts). */
  maxLoginAttempts: number
  lockTimeMs: number
  /** How long a kiosk device's session lasts without a refresh (seconds; 30 days by default). */
  deviceSessionSeconds?: number
  /** Ticket searches one kiosk may make per window. */
  searchLimit?: RateLimit
  /** How often open visits past their slot end and grace are checked out (cron). */
  autoCheckOutCron?: string
  /** How often kiosk answers older than `requestRetentionDays` are forgotten (cron). */
  purgeRequestsCron?: string
  requestRetentionDays?: number
}

export type SanitizedCheckinOptions = Required<CheckinPluginOptions>

export const KIOSK_SYNC_ITEMS_SLUG = 'kiosk-sync-items'
/** What a door tablet records offline and sends later (ADR 0030). */
export const SYNC_ITEM_KINDS = ['check_in', 'check_out', 'walk_in', 'noted'] as const
export type SyncItemKind = (typeof SYNC_ITEM_KINDS)[number]
