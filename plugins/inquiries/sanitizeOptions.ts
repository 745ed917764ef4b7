import type { InquiriesPluginOptions, SanitizedInquiriesOptions } from './types'

export function sanitizeOptions(options: InquiriesPluginOptions): SanitizedInquiriesOptions {
  return {
    secret: options.secret,
    notifyAddress: options.notifyAddress,
    rateLimit: {
      windowMinutes: options.rateLimit?.windowMinutes ?? 60,
      maxPerAddress: options.rateLimit?.maxPerAddress ?? 5,
      maxPerClient: options.rateLimit?.maxPerClient ?? 20,
    },
  }
}
