import type { PayloadRequest, Where } from 'payload'
import type { Inquiry, Party, User } from '@/payload-types'
import type { StaffInquiry } from '../contract'
import { CONTACT_INQUIRY_TYPES } from '../domain/contactSchema'
import { byUnansweredThenNewest, inquiryTiming } from '../domain/inquiryListing'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'
import { staffPartyOf } from './staffParty'
import { loadReplyTemplates } from './replyTemplates'
import { partyPackages } from './loadPartyCalendar'
import { inquiryIdOf } from './lockedParty'

export type InquiryList = 'contact' | 'birthday'

const LIST_WHERE: Record<InquiryList, Where> = {
  contact: { inquiryType: { not_equals: 'party_booking' } },
  birthday: { inquiryType: { in: ['party_booking', 'birthday'] } },
}
const ANSWERED_SHOWN = 100
const UNANSWERED_SHOWN = 500

const TYPE_LABELS: Record<string, string> = {
  ...Object.fromEntries(CONTACT_INQUIRY_TYPES.map(({ value, label }) => [value, label])),
  party_booking: 'Party inquiry',
}

const userLabel = (user: number | User | null | undefined): string | null =>
  user && typeof user === 'object' ? user.name || user.email : null

export function toStaffInquiry(
  inquiry: Inquiry,
  party: Party | null,
  packageNames: Map<string, string>,
  now: Date,
  hours: number,
): StaffInquiry {
  const responded = inquiry.responded === true
  const details = inquiry.inquiryType === 'party_booking' ? inquiry.party : null
  return {
    id: inquiry.id,
    name: inquiry.name,
    email: inquiry.email,
    phone: inquiry.phone ?? '',
    message: inquiry.message ?? '',
    inquiryType: inquiry.inquiryType,
    inquiryTypeLabel: TYPE_LABELS[inquiry.inquiryType] ?? inquiry.inquiryType,
    responded,
    respondedAt: inquiry.respondedAt ?? null,
    respondedBy: userLabel(inquiry.respondedBy),
    ...inquiryTiming(inquiry.createdAt, responded, now, hours),
    createdAt: inquiry.createdAt,
    party: details
      ? {
          childName: details.childName ?? '',
          childAge: details.childAge ?? '',
          partyDate: details.partyDate ?? '',
          partyTime: details.partyTime ?? '',
          numberOfChildren: details.numberOfChildren ?? '',
          packageType: details.packageType ?? '',
          packageName: packageNames.get(details.packageType ?? '') ?? null,
          specialRequests: details.specialRequests ?? '',
          dietaryRequirements: details.dietaryRequirements ?? '',
        }
      : null,
    partyBooked: inquiry.partyBooked === true,
    confirmedParty: party ? staffPartyOf(party) : null,
    replies: (inquiry.replies ?? []).map((reply) => ({
      subject: reply.subject,
      body: reply.body,
      sentAt: reply.sentAt,
      sentBy: userLabel(reply.sentBy),
    })),
  }
}

/** The Inquiries tab (contact messages) or the Birthday Parties tab (party inquiries and birthday messages): unanswered first, then newest. */
export async function listInquiries(
  req: PayloadRequest,
  list: InquiryList,
  now: Date = new Date(),
): Promise<{ inquiries: StaffInquiry[]; responseHours: number }> {
  const find = (responded: boolean, limit: number) =>
    req.payload.find({
      collection: INQUIRIES_SLUG,
      where: { and: [LIST_WHERE[list], { responded: responded ? { equals: true } : { not_equals: true } }] },
      sort: '-createdAt',
      limit,
      depth: 1,
      pagination: false,
      req,
      overrideAccess: true,
    })
  const [unanswered, answered, hours, packages] = [
    await find(false, UNANSWERED_SHOWN),
    await find(true, ANSWERED_SHOWN),
    (await loadReplyTemplates(req)).responseHours,
    await partyPackages(req),
  ]
  const docs = [...unanswered.docs, ...answered.docs]
  const partyIds = docs.filter((doc) => doc.inquiryType === 'party_booking').map((doc) => doc.id)
  const parties =
    partyIds.length === 0
      ? []
      : (
          await req.payload.find({
            collection: PARTIES_SLUG,
            // Every party of these inquiries, oldest first: the latest (a lapsed one staff follow up, or its new booking) wins.
            where: { inquiry: { in: partyIds } },
            sort: 'createdAt',
            limit: partyIds.length * 5,
            depth: 0,
            pagination: false,
            req,
            overrideAccess: true,
          })
        ).docs
  const partyByInquiry = new Map(parties.map((party) => [inquiryIdOf(party), party]))
  const packageNames = new Map(packages.map((pkg) => [pkg.key, pkg.name]))
  const inquiries = docs
    .map((doc) => toStaffInquiry(doc, partyByInquiry.get(doc.id) ?? null, packageNames, now, hours))
    .sort(byUnansweredThenNewest)
  return { inquiries, responseHours: hours }
}
