import type { Config } from 'payload'
import { Inquiries } from './collections/Inquiries'
import { contactEndpoint } from './endpoints/contact'
import { partyInquiryEndpoint } from './endpoints/partyInquiry'
import { sanitizeOptions } from './sanitizeOptions'
import type { InquiriesPluginOptions } from './types'

export type { InquiriesPluginOptions } from './types'

/** Contact messages and party inquiries: the public endpoints and the staff-only collection. */
export const inquiriesPlugin =
  (pluginOptions: InquiriesPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      collections: [...(config.collections ?? []), Inquiries],
      endpoints: [...(config.endpoints ?? []), contactEndpoint(options), partyInquiryEndpoint(options)],
    }
  }
