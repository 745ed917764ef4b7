import type { Config } from 'payload'
import { contribute } from '@/lib/plugins/contributions'
import { Inquiries } from './collections/Inquiries'
import { inquiriesPersonalData } from './contributions/personalData'
import { Parties } from './collections/Parties'
import { InquiryReplies } from './globals/InquiryReplies'
import { contactEndpoint } from './endpoints/contact'
import { partyInquiryEndpoint } from './endpoints/partyInquiry'
import { sanitizeOptions } from './sanitizeOptions'
import type { InquiriesPluginOptions } from './types'

export type { InquiriesPluginOptions } from './types'
export { INQUIRIES_SLUG, PARTIES_SLUG, INQUIRY_REPLIES_SLUG } from './types'
// For the staff dashboard: its inquiry tabs and the party calendar.
export { confirmParty, type ConfirmPartyResult } from './operations/confirmParty'
export { draftResponse } from './operations/draftResponse'
export { listInquiries, type InquiryList } from './operations/listInquiries'
export { confirmedParties, partyPackages } from './operations/loadPartyCalendar'
export { markResponded } from './operations/markResponded'
export { sendReply } from './operations/sendReply'
export { partySlotsFromLabels } from './domain/partyAvailability'
export * from './contract'

/** Contact messages and party inquiries: the public endpoints, the staff-only collections (inquiries, confirmed parties) and the reply wording. */
export const inquiriesPlugin =
  (pluginOptions: InquiriesPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    return {
      ...config,
      collections: [...(config.collections ?? []), Inquiries, Parties],
      custom: contribute(config.custom, inquiriesPersonalData),
      globals: [...(config.globals ?? []), InquiryReplies],
      endpoints: [...(config.endpoints ?? []), contactEndpoint(options), partyInquiryEndpoint(options)],
    }
  }
