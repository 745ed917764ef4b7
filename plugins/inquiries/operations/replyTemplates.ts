import type { PayloadRequest } from 'payload'
import { DEFAULT_REPLY_TEMPLATES } from '../globals/InquiryReplies'
import { INQUIRY_REPLIES_SLUG } from '../types'

export type ReplyTemplates = typeof DEFAULT_REPLY_TEMPLATES

/** The manager's reply wording; any field never saved (a fresh database) reads as the default. */
export async function loadReplyTemplates(req: PayloadRequest): Promise<ReplyTemplates> {
  const saved = (await req.payload.findGlobal({ slug: INQUIRY_REPLIES_SLUG, depth: 0, req, overrideAccess: true })) as Partial<
    Record<keyof ReplyTemplates, unknown>
  >
  const templates = { ...DEFAULT_REPLY_TEMPLATES }
  for (const key of Object.keys(DEFAULT_REPLY_TEMPLATES) as (keyof ReplyTemplates)[]) {
    const value = saved[key]
    if (key === 'responseHours') {
      if (typeof value === 'number' && value > 0) templates.responseHours = value
    } else if (typeof value === 'string' && value.trim() !== '') {
      templates[key] = value
    }
  }
  return templates
}
