import type { Inquiry } from '@/payload-types'

type Reply = { subject: string; body: string; sentAt: string; sentBy: number | null }

const relationId = (value: number | { id: number } | null | undefined) => (value && typeof value === 'object' ? value.id : (value ?? null))

/** The inquiry's replies with one more, as the array an update writes (relations as ids). */
export function withReply(inquiry: Pick<Inquiry, 'replies'>, reply: Reply) {
  const earlier = (inquiry.replies ?? []).map((entry) => ({
    id: entry.id,
    subject: entry.subject,
    body: entry.body,
    sentAt: entry.sentAt,
    sentBy: relationId(entry.sentBy),
  }))
  return [...earlier, reply]
}
