import type { Config } from 'payload'
import { outboxAdapter } from './adapters/outboxAdapter'
import { resendAdapter } from './adapters/resendAdapter'
import { EmailOutbox } from './collections/EmailOutbox'
import type { EmailPluginOptions } from './types'

export type { EmailPluginOptions } from './types'

/** E-mail delivery: Resend when a key is configured, otherwise the outbox collection. */
export const emailPlugin =
  (options: EmailPluginOptions) =>
  (config: Config): Config => ({
    ...config,
    collections: [...(config.collections ?? []), EmailOutbox],
    email: options.resendApiKey
      ? resendAdapter({ ...options, resendApiKey: options.resendApiKey })
      : outboxAdapter(options),
  })
