import type { InquiriesPluginOptions, SanitizedInquiriesOptions } from './types'

export function sanitizeOptions(options: InquiriesPluginOptions): SanitizedInquiriesOptions {
  return {
    secret: options.secret,
    notifyAddress: options.notifyAddress,
    siteUrl: options.siteUrl.replace(/\/+$/, ''),
    maintenanceQueue: options.maintenanceQueue,
    rateLimit: {
      windowMinutes: options.rateLimit?.windowMinutes ?? 60,
      maxPerAddress: options.rateLimit?.maxPerAddress ?? 5,
      maxPerClient: options.rateLimit?.maxPerClient ?? 20,
    },
  }
}
