export type EmailPluginOptions = {
  /** Resend is used when a key is given; otherwise mail goes to the outbox collection and the log. */
  resendApiKey?: string
  fromAddress: string
  fromName: string
}

export const OUTBOX_SLUG = 'email-outbox'
