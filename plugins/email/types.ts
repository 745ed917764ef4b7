export type EmailPluginOptions = {
  /** Resend is used when a key is given; otherwise mail goes to the outbox collection and the log. */
  resendApiKey?: string
  fromAddress: string
  fromName: string
  /** How often each instance works the e-mail queue (cron). */
  queueCron?: string
}

export const OUTBOX_SLUG = 'email-outbox'

/** The jobs queue every plugin's e-mails go through; this plugin works it. */
export const EMAIL_QUEUE = 'emails'
export const SEND_QUEUED_EMAIL_TASK = 'sendQueuedEmail'
