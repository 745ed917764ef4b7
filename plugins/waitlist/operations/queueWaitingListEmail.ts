import type { PayloadRequest } from 'payload'
import { createElement } from 'react'
import { htmlAndText, loadEmailVenue, queueEmail } from '@plugins/email'
import { longDate } from '@/lib/time/formatDate'
import { leaveToken } from '../domain/leaveToken'
import { WaitingListEmail, waitingListSubject, type WaitingListEmailKind } from '../emails/WaitingListEmail'
import type { SanitizedWaitlistOptions } from '../types'

type EntryForEmail = {
  id: number
  customerName: string
  customerEmail: string
  children: number
  date: string
  slotStart?: string | null
  slotLabel: string
}

export const leaveUrl = (options: Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>, entryId: number) =>
  `${options.siteUrl}/waiting-list/leave?token=${encodeURIComponent(leaveToken(options.secret, entryId))}`

/** Rendered now and queued with `req`, so the message exists exactly when the entry's change commits. */
export async function queueWaitingListEmail(
  req: PayloadRequest,
  options: Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>,
  kind: WaitingListEmailKind,
  entry: EntryForEmail,
): Promise<void> {
  const venue = await loadEmailVenue(req.payload, options.siteUrl, req)
  const session = `${longDate(entry.date)}, ${entry.slotLabel}`
  const { html, text } = await htmlAndText(
    createElement(WaitingListEmail, {
      kind,
      venue,
      customerName: entry.customerName,
      childCount: entry.children,
      session,
      wholeDay: !entry.slotStart,
      leaveUrl: kind === 'joined' ? leaveUrl(options, entry.id) : undefined,
    }),
  )
  await queueEmail(req, { to: entry.customerEmail, subject: waitingListSubject(kind, session), html, text })
}
