import type { Config } from 'payload'
import { reconcilePurchasesTask } from '@plugins/payments'
import { combine, contribute } from '@/lib/plugins/contributions'
import { Inquiries } from './collections/Inquiries'
import { inquiriesPersonalData } from './contributions/personalData'
import { inquiriesNeedsAttention } from './contributions/needsAttention'
import { inquiriesReports } from './contributions/reports'
import { Parties } from './collections/Parties'
import { PartyPayments } from './collections/PartyPayments'
import { PartyRefunds } from './collections/PartyRefunds'
import { InquiryReplies } from './globals/InquiryReplies'
import { PartySettings } from './globals/PartySettings'
import { contactEndpoint } from './endpoints/contact'
import { partyInquiryEndpoint } from './endpoints/partyInquiry'
import { partyPageEndpoints } from './endpoints/partyPageEndpoints'
import { lapsePartyDepositsTask } from './operations/lapseUnpaidDeposits'
import { sendPartyRemindersTask } from './operations/partyReminders'
import { withPartyLinks } from './operations/partyLinks'
import { partyPaymentKind } from './operations/partyPaymentKind'
import { refundPartyPaymentTask, resumePartyRefunds } from './operations/partyRefunds'
import { sanitizeOptions } from './sanitizeOptions'
import type { InquiriesPluginOptions } from './types'

export type { InquiriesPluginOptions } from './types'
export { INQUIRIES_SLUG, PARTIES_SLUG, INQUIRY_REPLIES_SLUG, PARTY_PAYMENTS_SLUG, PARTY_REFUNDS_SLUG, PARTY_SETTINGS_SLUG } from './types'
// For the staff dashboard: its inquiry tabs and the party calendar.
export { confirmParty, type ConfirmPartyResult } from './operations/confirmParty'
export { cancelParty, type CancelPartyResult } from './operations/cancelParty'
export { staffPartyOf, takeDeskPayment, type DeskPaymentResult } from './operations/staffParty'
// For the door (the kiosk's search and party check-in) and the staff Checked In tab.
export { checkInParty, findPartiesAtTheDoor, partiesInsideNow, type PartyCheckInResult } from './operations/doorParties'
export { draftResponse } from './operations/draftResponse'
export { listInquiries, type InquiryList } from './operations/listInquiries'
export { confirmedParties, partyPackages } from './operations/loadPartyCalendar'
export { markResponded } from './operations/markResponded'
export { sendReply } from './operations/sendReply'
export { partySlotsFromLabels } from './domain/partyAvailability'
// For payload.config.ts (the payments plugin's subjects) and the jobs and tests.
export { partyPaymentSubject, reconcilePartyPayments } from './operations/partyPaymentKind'
export { lapseUnpaidDeposits } from './operations/lapseUnpaidDeposits'
export { sendPartyReminders } from './operations/partyReminders'
export { partyToken, verifyPartyToken, partyPagePath } from './domain/partyToken'
export { partyLinksOf } from './operations/partyLinks'
export * from './contract'

/** Contact messages and party inquiries: the public endpoints, the staff-only collections (inquiries, parties, their payments and refunds), the family's party page and the reply wording. */
export const inquiriesPlugin =
  (pluginOptions: InquiriesPluginOptions) =>
  (config: Config): Config => {
    const options = sanitizeOptions(pluginOptions)
    const links = { secret: options.secret, siteUrl: options.siteUrl }
    return {
      ...config,
      collections: [
        ...(config.collections ?? []),
        Inquiries,
        { ...Parties, endpoints: partyPageEndpoints(links) },
        PartyPayments,
        PartyRefunds,
      ],
      custom: withPartyLinks(contribute(config.custom, combine(inquiriesPersonalData, inquiriesReports, inquiriesNeedsAttention)), links),
      globals: [...(config.globals ?? []), InquiryReplies, PartySettings],
      endpoints: [...(config.endpoints ?? []), contactEndpoint(options), partyInquiryEndpoint(options)],
      jobs: {
        ...config.jobs,
        tasks: [
          ...(config.jobs?.tasks ?? []),
          refundPartyPaymentTask,
          lapsePartyDepositsTask(links, '*/5 * * * *', options.maintenanceQueue),
          // Hourly at 20 past: the first run from 9:00 London time sends the day's reminders.
          sendPartyRemindersTask(links, '20 * * * *', options.maintenanceQueue),
          reconcilePurchasesTask(partyPaymentKind(links), {
            slug: 'reconcilePartyPayments',
            label: 'Reconcile party deposits and balances with the provider, and finish party refunds cut off half way',
            cron: '*/15 * * * *',
            queue: options.maintenanceQueue,
            refundsLabel: 'party',
            resumeRefunds: (payload) => resumePartyRefunds(payload),
          }),
        ],
      },
    }
  }
