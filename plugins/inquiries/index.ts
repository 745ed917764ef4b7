import type { Config } from 'payload'
import { Inquiries } from './collections/Inquiries'
import { Parties } from './collections/Parties'
import { InquiryReplies } from './globals/InquiryReplies'
import { contactEndpoint } from './endpoints/contact'
import { partyInquiryEndpoint } from './endpoints/partyInquiry'
import { sanitizeOptions } from './sanitizeOptions'
import type { InquiriesPluginOptions } from './types'

export type { InquiriesPluginOptions } from './types'
export { INQUIRIES_SLUG, PARTIES_SLUG, INQUIRY_REPLIES_SLUG } from './types'

/** Contact messages and party inquiries: the public endpoints, the staff-only collections (inquiries, confirmed parties) and the reply wording. */
export const inquiriesPlugin =
  (pluginOptions: InquiriesPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      collections: [...(config.collections ?? []), Inquiries, Parties],
      globals: [...(config.globals ?? []), InquiryReplies],
      endpoints: [...(config.endpoints ?? []), contactEndpoint(options), partyInquiryEndpoint(options)],
    }
  }
