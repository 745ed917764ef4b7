export type InquiriesPluginOptions = {
  /** HMAC key for the stored client fingerprint (never the raw IP address). */
  secret: string
  /** Where the venue's copy of each inquiry goes; the venue e-mail from the CMS when unset. */
  notifyAddress?: string
  rateLimit?: { windowMinutes?: number; maxPerAddress?: number; maxPerClient?: number }
}

export type SanitizedInquiriesOptions = {
  secret: string
  notifyAddress?: string
  rateLimit: { windowMinutes: number; maxPerAddress: number; maxPerClient: number }
}

export const INQUIRIES_SLUG = 'inquiries'
export const PARTIES_SLUG = 'parties'
export const INQUIRY_REPLIES_SLUG = 'inquiry-replies'
