import { createElement } from 'react'
import type { PayloadRequest } from 'payload'
import { htmlAndText, loadEmailVenue, queueEmail, type QueuedAttachment } from '@plugins/email'
import type { Party } from '@/payload-types'
import { formatPence } from '@/lib/money'
import { ERASED_DOMAIN } from '@/lib/erasedAddress'
import { venueDateTimeText } from '@/lib/time/formatDate'
import { InquiryReplyEmail } from '../emails/InquiryReplyEmail'
import { partyCalendarEvent } from '../emails/partyCalendarEvent'
import { longDate } from '../domain/inquiryListing'
import { withReply } from '../domain/replyHistory'
import { fillTemplate } from '../domain/replyTemplate'
import { partyPriceSummary } from '../domain/partySummary'
import { partyPagePath, partyToken } from '../domain/partyToken'
import { INQUIRIES_SLUG } from '../types'
import { partyInquiry } from './lockedParty'
import { loadReplyTemplates, type ReplyTemplates } from './replyTemplates'

export type PartyEmailKind = 'deposit' | 'confirmed' | 'lapsed' | 'cancelled' | 'reminderWeek' | 'reminderDay'

const TEMPLATES: Record<PartyEmailKind, [keyof ReplyTemplates, keyof ReplyTemplates]> = {
  deposit: ['partyDepositSubject', 'partyDepositBody'],
  confirmed: ['partyConfirmedSubject', 'partyConfirmedBody'],
  lapsed: ['partyLapsedSubject', 'partyLapsedBody'],
  cancelled: ['partyCancelledSubject', 'partyCancelledBody'],
  reminderWeek: ['partyReminderWeekSubject', 'partyReminderWeekBody'],
  reminderDay: ['partyReminderDaySubject', 'partyReminderDayBody'],
}

export type QueuedPartyEmail = { to: string; subject: string; body: string; jobId: number | string; partyLink: string } | null

/**
 * Queues a party e-mail in the CMS's words (Inquiry replies), in the caller's transaction, and adds
 * it to the inquiry's replies where staff see what the family was sent. Every one carries the
 * signed link to the party's page; the confirmation also a calendar file. An inquiry erased (or
 * never linked) has no address: nothing is sent.
 */
export async function queuePartyEmail(
  req: PayloadRequest,
  kind: PartyEmailKind,
  party: Party,
  context: { secret: string; siteUrl: string; refundSummary?: string; reminder?: Record<string, string> },
): Promise<QueuedPartyEmail> {
  const inquiry = await partyInquiry(req, party)
  // An erased inquiry keeps a placeholder address on the erased domain: nothing goes to it.
  if (!inquiry?.email || inquiry.email.endsWith(`@${ERASED_DOMAIN}`)) return null
  const [templates, venue] = [await loadReplyTemplates(req), await loadEmailVenue(req.payload, context.siteUrl, req)]
  const partyLink = `${context.siteUrl}${partyPagePath(partyToken(context.secret, party.id, party.date))}`
  const priceSummary = partyPriceSummary({ ...party, pricing: party.pricing ?? 'perChild' })
  const values = {
    parentName: inquiry.name,
    childName: party.childName || inquiry.name,
    partyDate: longDate(party.date),
    partyTime: party.timeSlot,
    packageName: party.packageName,
    numberOfChildren: String(party.children ?? party.numberOfChildren ?? ''),
    priceSummary,
    estimate: priceSummary,
    depositAmount: formatPence(party.depositPence ?? 0),
    depositDueBy: party.depositDueBy ? venueDateTimeText(party.depositDueBy) : '',
    refundSummary: context.refundSummary ?? '',
    ...context.reminder,
    partyLink,
    venueName: venue.name,
    venuePhone: venue.phone,
    venueAddress: venue.addressLines.join('\n'),
  }
  const [subjectKey, bodyKey] = TEMPLATES[kind]
  const subject = fillTemplate(String(templates[subjectKey]), values)
  const template = String(templates[bodyKey])
  // Every party e-mail carries the page's link, whatever wording the manager saved.
  const body = fillTemplate(template.includes('{{partyLink}}') ? template : `${template}\n\nYour party page: {{partyLink}}`, values)
  const { html, text } = await htmlAndText(createElement(InquiryReplyEmail, { body, venue }))
  const attachments: QueuedAttachment[] =
    kind === 'confirmed'
      ? [
          {
            filename: `party-${party.id}.ics`,
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: partyCalendarEvent({ ...party, childName: party.childName || inquiry.name }, venue, partyLink),
          },
        ]
      : []
  const jobId = await queueEmail(req, { to: inquiry.email, replyTo: venue.email, subject, text, html, attachments })
  const sentBy = req.user?.collection === 'users' ? Number(req.user.id) : null
  await req.payload.update({
    collection: INQUIRIES_SLUG,
    id: inquiry.id,
    data: { replies: withReply(inquiry, { subject, body, sentAt: new Date().toISOString(), sentBy }) },
    req,
    overrideAccess: true,
  })
  return { to: inquiry.email, subject, body, jobId, partyLink }
}
