export const CREDIT_SETTINGS_SLUG = 'credit-settings'
export const CREDIT_PURCHASES_SLUG = 'credit-purchases'
export const CREDIT_LEDGER_SLUG = 'credit-ledger'

export const CREDIT_PURCHASE_STATUSES = ['pending', 'processing', 'paid', 'failed', 'cancelled', 'refunded'] as const
export type CreditPurchaseStatus = (typeof CREDIT_PURCHASE_STATUSES)[number]

export const CREDIT_ENTRY_REASONS = ['purchase', 'booking', 'booking_return', 'adjustment', 'refund'] as const

/** The payments plugin routes events whose intent carries this purpose to the credits plugin. */
export const CREDIT_PURCHASE_PURPOSE = 'credit_purchase'

export type CreditsPluginOptions = {
  /** Keys client addresses for rate limits. */
  secret: string
  siteUrl: string
  /** Purchases started per client address per hour. */
  maxPurchasesPerClientPerHour?: number
  /** How often recent purchases are compared with the provider (cron). */
  reconcileCron?: string
}

export type SanitizedCreditsOptions = Required<CreditsPluginOptions>
