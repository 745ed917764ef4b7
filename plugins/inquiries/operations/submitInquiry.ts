import type { PayloadRequest, Where } from 'payload'
import { acknowledgement, venueCopy, type InquiryEmailInput } from '../domain/inquiryEmails'
import { INQUIRIES_SLUG, type SanitizedInquiriesOptions } from '../types'
import type { Inquiry } from '@/payload-types'

type InquiryData = Omit<Inquiry, 'id' | 'createdAt' | 'updatedAt' | 'responded' | 'respondedAt' | 'clientKey'>

export type SubmitResult = { status: 'created'; id: number } | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * Stores an inquiry unless the sender's address or client has sent too many lately, then e-mails
 * the venue and the sender. The e-mails go after the row is written and outside any transaction;
 * a failed e-mail is logged and never loses the inquiry (staff see it in the admin).
 */
export async function submitInquiry(
  req: PayloadRequest,
  options: SanitizedInquiriesOptions,
  data: InquiryData,
  clientKey: string,
  email: Omit<InquiryEmailInput, 'venueName' | 'venuePhone'>,
): Promise<SubmitResult> {
  const { payload } = req
  const { windowMinutes, maxPerAddress, maxPerClient } = options.rateLimit
  const since = new Date(Date.now() - windowMinutes * 60_000).toISOString()
  const recent = (where: Where) =>
    payload.count({ collection: INQUIRIES_SLUG, overrideAccess: true, where: { and: [{ createdAt: { greater_than: since } }, where] } })
  const [byAddress, byClient] = await Promise.all([
    recent({ email: { equals: data.email } }),
    recent({ clientKey: { equals: clientKey } }),
  ])
  if (byAddress.totalDocs >= maxPerAddress || byClient.totalDocs >= maxPerClient) {
    return { status: 'rate_limited', retryAfterSeconds: windowMinutes * 60 }
  }

  const inquiry = await payload.create({ collection: INQUIRIES_SLUG, overrideAccess: true, data: { ...data, clientKey } })

  const venue = await payload.findGlobal({ slug: 'venue', depth: 0 })
  const content: InquiryEmailInput = { ...email, venueName: venue.name, venuePhone: venue.phone }
  const toVenue = venueCopy(content)
  const toSender = acknowledgement(content)
  const results = await Promise.allSettled([
    payload.sendEmail({ to: options.notifyAddress ?? venue.email, replyTo: data.email, ...toVenue }),
    payload.sendEmail({ to: data.email, ...toSender }),
  ])
  for (const result of results) {
    if (result.status === 'rejected') payload.logger.error({ err: result.reason, inquiry: inquiry.id, msg: 'inquiry e-mail failed' })
  }
  return { status: 'created', id: inquiry.id }
}
