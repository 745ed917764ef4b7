import type { Config } from 'payload'
import { outboxAdapter } from './adapters/outboxAdapter'
import { resendAdapter } from './adapters/resendAdapter'
import { contribute } from '@/lib/plugins/contributions'
import { EmailOutbox } from './collections/EmailOutbox'
import { emailPersonalData } from './contributions/personalData'
import { sendQueuedEmailTask } from './jobs/sendQueuedEmailTask'
import { EMAIL_QUEUE, type EmailPluginOptions } from './types'

export { queueEmail, type QueuedAttachment, type QueuedEmail } from './jobs/sendQueuedEmailTask'
export { EMAIL_QUEUE } from './types'
export { withIdempotencyKey } from './idempotency'
// For the other plugins' e-mails: the shared layout and styles, the venue's footer facts, and rendering.
export { EmailLayout } from './templates/EmailLayout'
export { styles } from './templates/emailStyles'
export { htmlAndText } from './templates/htmlAndText'
export { loadEmailVenue, toEmailVenue, type EmailVenue } from './templates/venue'
export type { EmailPluginOptions } from './types'

/** E-mail delivery: Resend when a key is configured, otherwise the outbox collection; and the e-mail queue. */
export const emailPlugin =
  (options: EmailPluginOptions) =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), EmailOutbox],
    custom: contribute(config.custom, emailPersonalData),
    email: options.resendApiKey ? resendAdapter({ ...options, resendApiKey: options.resendApiKey }) : outboxAdapter(options),
    jobs: {
      ...config.jobs,
      tasks: [...(config.jobs?.tasks ?? []), sendQueuedEmailTask],
      autoRun: [
        ...(Array.isArray(config.jobs?.autoRun) ? config.jobs.autoRun : []),
        { cron: options.queueCron ?? '* * * * *', queue: EMAIL_QUEUE },
      ],
    },
  })
