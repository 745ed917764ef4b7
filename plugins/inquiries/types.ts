export type InquiriesPluginOptions = {
  /** HMAC key for the stored client fingerprint (never the raw IP address). */
  secret: string
  /** Where the venue's copy of each inquiry goes; the venue e-mail from the CMS when unset. */
  notifyAddress?: string
  rateLimit?: { windowMinutes?: number; maxPerAddress?: number; maxPerClient?: number }
  /** The site's address, for the party page's link in e-mails. */
  siteUrl: string
  /** The queue of the party jobs (lapsed deposits, refunds, reconciliation). */
  maintenanceQueue: string
}

export type SanitizedInquiriesOptions = {
  secret: string
  notifyAddress?: string
  rateLimit: { windowMinutes: number; maxPerAddress: number; maxPerClient: number }
  siteUrl: string
  maintenanceQueue: string
}

export const INQUIRIES_SLUG = 'inquiries'
export const PARTIES_SLUG = 'parties'
export const INQUIRY_REPLIES_SLUG = 'inquiry-replies'
export const PARTY_PAYMENTS_SLUG = 'party-payments'
export const PARTY_SETTINGS_SLUG = 'party-settings'
export const PARTY_REFUNDS_SLUG = 'party-refunds'
export const REFUND_PARTY_PAYMENT_TASK = 'refundPartyPayment'
export const LAPSE_PARTY_DEPOSITS_TASK = 'lapsePartyDeposits'
export const SEND_PARTY_REMINDERS_TASK = 'sendPartyReminders'
/** The intents of party deposits and balances carry this `metadata.purpose`. */
export const PARTY_PAYMENT_PURPOSE = 'party'
