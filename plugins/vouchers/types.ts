import type { PayloadRequest } from 'payload'

export const GIFT_VOUCHERS_SLUG = 'gift-vouchers'
export const VOUCHER_LEDGER_SLUG = 'voucher-ledger'
export const VOUCHER_SETTINGS_SLUG = 'voucher-settings'

/** pending/processing: paid for not yet; issued: the code exists and has a balance; failed/cancelled: never paid. */
export const VOUCHER_STATUSES = ['pending', 'processing', 'issued', 'failed', 'cancelled'] as const
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number]

/**
 * Ledger rows in signed pence: issued (+), spent at a booking (-), refunded to the voucher (+),
 * expired (-), and card_refund: what was left refunded to the buyer's card by staff (-), or put
 * back when the provider refused that refund (+).
 */
export const VOUCHER_ENTRY_REASONS = ['issued', 'spent', 'refunded', 'expired', 'card_refund'] as const
export type VoucherEntryReason = (typeof VOUCHER_ENTRY_REASONS)[number]

/** The payments plugin routes events whose intent carries this purpose to the vouchers plugin. */
export const GIFT_VOUCHER_PURPOSE = 'gift_voucher'

/**
 * Of these bookings, the ones still being paid for (a hold not yet paid or released). Told by the
 * booking plugin, which sits above vouchers and spends them: vouchers never reads booking's data.
 */
export type BookingsBeingPaid = (req: PayloadRequest, bookingIds: number[]) => Promise<number[]>

export type VouchersPluginOptions = {
  /** The booking plugin's `bookingsBeingPaid`: a voucher part-spent on a booking still being paid for is not refunded yet. */
  bookingsBeingPaid: BookingsBeingPaid
  /** Keys client addresses for rate limits, and signs the print links. */
  secret: string
  siteUrl: string
  maintenanceQueue: string
  /** Purchases started per client address per hour. */
  maxPurchasesPerClientPerHour?: number
  /** When vouchers past their date lose what is left on them (cron, Europe/London night). */
  expireCron?: string
}

export type SanitizedVouchersOptions = Required<Omit<VouchersPluginOptions, 'maintenanceQueue'>>
