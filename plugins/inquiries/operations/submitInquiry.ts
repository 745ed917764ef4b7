import type { PayloadRequest, Where } from 'payload'
import { queueEmail } from '@plugins/email'
import { inTransaction } from '@/lib/db/transaction'
import { acknowledgement, venueCopy, type InquiryEmailInput } from '../domain/inquiryEmails'
import { INQUIRIES_SLUG, type SanitizedInquiriesOptions } from '../types'
import type { Inquiry } from '@/payload-types'

type InquiryData = Omit<Inquiry, 'id' | 'createdAt' | 'updatedAt' | 'responded' | 'respondedAt' | 'clientKey'>

export type SubmitResult = { status: 'created'; id: number } | { status: 'rate_limited'; retryAfterSeconds: number }

/**
 * Stores an inquiry unless the sender's address or client has sent too many lately, and queues
 * the venue's copy and the sender's acknowledgement in the same transaction: the e-mails exist
 * exactly when the inquiry does, and a provider outage delays them (retried) instead of losing them.
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
  const [byAddress, byClient] = await Promise.all([recent({ email: { equals: data.email } }), recent({ clientKey: { equals: clientKey } })])
  if (byAddress.totalDocs >= maxPerAddress || byClient.totalDocs >= maxPerClient) {
    return { status: 'rate_limited', retryAfterSeconds: windowMinutes * 60 }
  }

  const venue = await payload.findGlobal({ slug: 'venue', depth: 0 })
  const content: InquiryEmailInput = { ...email, venueName: venue.name, venuePhone: venue.phone }
  return inTransaction(req, async () => {
    const inquiry = await payload.create({ collection: INQUIRIES_SLUG, overrideAccess: true, data: { ...data, clientKey }, req })
    await queueEmail(req, { to: options.notifyAddress ?? venue.email, replyTo: data.email, ...venueCopy(content) })
    await queueEmail(req, { to: data.email, ...acknowledgement(content) })
    return { status: 'created', id: inquiry.id }
  })
}
