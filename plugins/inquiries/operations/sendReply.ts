import { createElement } from 'react'
import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { htmlAndText, loadEmailVenue, queueEmail } from '@plugins/email'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction } from '@/lib/db/transaction'
import { withReply } from '../domain/replyHistory'
import { InquiryReplyEmail } from '../emails/InquiryReplyEmail'
import { INQUIRIES_SLUG } from '../types'
import { markResponded } from './markResponded'

export type SendReplyResult = { status: 'not_found' } | { status: 'sent'; to: string; jobId: number | string; sentAt: string }

/**
 * Sends a member of staff's reply to an inquiry: in one transaction the reply is kept on the
 * inquiry (who, when, the words), the inquiry is marked responded, the e-mail is queued and the
 * audit log written. The e-mail goes out after the commit (or, if the provider is down, from the queue).
 */
export async function sendReply(
  req: PayloadRequest,
  inquiryId: number,
  reply: { subject: string; body: string },
): Promise<SendReplyResult> {
  const venue = await loadEmailVenue(req.payload, req.payload.config.serverURL ?? '', req)
  const { html, text } = await htmlAndText(createElement(InquiryReplyEmail, { body: reply.body, venue }))
  return inTransaction(req, async () => {
    await lockUntilCommit(req, LOCK_NAMESPACES.inquiry, inquiryId)
    const inquiry = await req.payload.findByID({
      collection: INQUIRIES_SLUG,
      id: inquiryId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!inquiry) return { status: 'not_found' }
    const sentAt = new Date().toISOString()
    const sentBy = req.user?.collection === 'users' ? Number(req.user.id) : null
    await req.payload.update({
      collection: INQUIRIES_SLUG,
      id: inquiryId,
      data: { replies: withReply(inquiry, { subject: reply.subject, body: reply.body, sentAt, sentBy }) },
      depth: 0,
      req,
      overrideAccess: true,
    })
    const jobId = await queueEmail(req, { to: inquiry.email, replyTo: venue.email, subject: reply.subject, text, html })
    await recordAudit(req, {
      action: 'inquiry_reply',
      summary: `Replied to ${inquiry.name} <${inquiry.email}>: ${reply.subject}`,
      entity: INQUIRIES_SLUG,
      recordId: inquiryId,
      after: { to: inquiry.email, subject: reply.subject, body: reply.body },
    })
    await markResponded(req, inquiryId, 'replied')
    return { status: 'sent', to: inquiry.email, jobId, sentAt }
  })
}
