import type { PayloadRequest } from 'payload'
import type { WaitingReservation } from './domain/waitingReservations'
export const BOOKINGS_SLUG = 'bookings'
export const RESTRICTIONS_SLUG = 'session-restrictions'
export const BOOKING_REFUNDS_SLUG = 'booking-refunds'
export const PROMO_CODES_SLUG = 'promo-codes'

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const
/** A cancellation's or late payment's refund (the refund job), or one staff made from the dashboard. */
export const REFUND_KINDS = ['cancellation', 'staff'] as const

export const BOOKING_STATUSES = ['held', 'paid', 'checked_in', 'checked_out', 'cancelled', 'expired', 'refunded', 'no_show'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** Where a booking came from: the website, the kiosk's 'New Customer - Paid In Store', or staff on the phone or at the desk. */
export const BOOKING_SOURCES = ['online', 'walk_in', 'staff', 'waiting_list'] as const
export type BookingSource = (typeof BOOKING_SOURCES)[number]
export const BOOKING_SOURCE_LABELS: Record<BookingSource, string> = {
  online: 'Online',
  walk_in: 'Walk-in',
  staff: 'Staff (phone/desk)',
  waiting_list: 'Waiting list offer',
}

type Db = import('@payloadcms/db-postgres').PostgresAdapter['drizzle']

/**
 * Children waiting on the waiting lists of the days from `from` to `to`: a session's, or a whole
 * normal day's with the family's arrival range. The public treats them as taken (docs/adr/0026,
 * 0033). Given by the plugin that owns the lists.
 */
export type WaitingChildren = (db: Db, from: string, to: string) => Promise<WaitingReservation[]>

/** A session of a day: where places are taken and freed. */
export type Seat = { date: string; slotStart: string }

/**
 * Told, inside the transaction that freed them, of sessions whose places came free (a
 * cancellation, a refund, a move, a reseat at the door, a block removed), so the waiting list can
 * offer them at once (docs/adr/0033). Given by the plugin that owns the lists.
 */
export type PlacesFreed = (req: PayloadRequest, seats: Seat[], now: Date) => Promise<void>

export type BookingPluginOptions = {
  /** Places promised to waiting-list families, which the public's holds and availability count as taken (ADR 0026). */
  waitingChildren?: WaitingChildren
  /** Told of freed places in the transaction that freed them, so a waiting family is offered them at once (ADR 0033). */
  placesFreed?: PlacesFreed
  /** Signs the manage-booking links in e-mails. */
  secret: string
  /** Absolute address of the site, for links in e-mails. */
  siteUrl: string
  /** Test-only: skip the per-slot lock to show the race it prevents. Refused in production. */
  disableSlotLock?: boolean
  /** Test-only: skip the per-client lock around the cap on live holds, to show the burst it prevents. Refused in production. */
  disableHoldLimitLock?: boolean
  /** How often the hold-expiry job runs (cron, with seconds). */
  expireHoldsCron?: string
  /** How often recent payments are compared with the provider (cron). */
  reconcileCron?: string
  /** How often staff refunds cut off half way are finished (cron). */
  resumeRefundsCron?: string
  /** How often the day-before reminders are queued (cron). */
  remindersCron?: string
  /** How often paid bookings of days that are over are marked no-shows (cron; hourly, see jobs/markNoShowsTask.ts). */
  noShowsCron?: string
  /** Live (unpaid, unexpired) holds one client address, and one e-mail address, may have at once. */
  holdLimits?: { perClient: number; perAddress: number }
  /** How often each instance works the payments queue (cron). */
  queueCron?: string
}

export type SanitizedBookingOptions = Required<BookingPluginOptions>
