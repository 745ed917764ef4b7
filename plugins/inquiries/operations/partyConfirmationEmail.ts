import { createElement } from 'react'
import type { PayloadRequest } from 'payload'
import { htmlAndText, loadEmailVenue, queueEmail } from '@plugins/email'
import type { Inquiry, PartyPackage } from '@/payload-types'
import { InquiryReplyEmail } from '../emails/InquiryReplyEmail'
import { longDate } from '../domain/inquiryListing'
import { partyEstimate } from '../domain/partyEstimate'
import { fillTemplate } from '../domain/replyTemplate'
import { loadReplyTemplates } from './replyTemplates'

export type QueuedPartyConfirmation = { to: string; subject: string; body: string; jobId: number | string }

/**
 * Queues the family's e-mail for a party staff have just confirmed, in the CMS's words (Inquiry
 * replies > Party confirmation), in the caller's transaction: it is sent after the commit, once
 * with the party, never for a confirmation that rolled back.
 */
export async function queuePartyConfirmation(
  req: PayloadRequest,
  inquiry: Inquiry,
  party: { date: string; timeSlot: string; pkg: PartyPackage },
): Promise<QueuedPartyConfirmation> {
  const [templates, venue] = [await loadReplyTemplates(req), await loadEmailVenue(req.payload, req.payload.config.serverURL ?? '', req)]
  const numberOfChildren = inquiry.party?.numberOfChildren ?? ''
  const values = {
    parentName: inquiry.name,
    childName: inquiry.party?.childName || inquiry.name,
    partyDate: longDate(party.date),
    partyTime: party.timeSlot,
    packageName: party.pkg.name,
    numberOfChildren,
    estimate: `Estimate: ${partyEstimate({ ...party.pkg, pricing: party.pkg.pricing ?? 'perChild' }, numberOfChildren).text}`,
    venueName: venue.name,
    venuePhone: venue.phone,
    venueAddress: venue.addressLines.join('\n'),
  }
  const subject = fillTemplate(templates.partyConfirmedSubject, values)
  const body = fillTemplate(templates.partyConfirmedBody, values)
  const { html, text } = await htmlAndText(createElement(InquiryReplyEmail, { body, venue }))
  const jobId = await queueEmail(req, { to: inquiry.email, replyTo: venue.email, subject, text, html })
  return { to: inquiry.email, subject, body, jobId }
}
