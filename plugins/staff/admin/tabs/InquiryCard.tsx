'use client'

import { toast } from '@payloadcms/ui'
import { useState, type ReactElement } from 'react'
import { plural } from '@/lib/plural'
import { INQUIRY_MESSAGES, type StaffInquiry } from '@plugins/inquiries/contract'
import { longDay } from '../calendar/calendarDates'
import { fetchJson } from '../fetchJson'
import { PartyActions } from '../parties/PartyActions'
import * as styles from '../parties/parties.css'
import { PartyStatus } from '../parties/PartyStatus'
import * as css from '../staff.css'
import { ConfirmPartyDialog, type PartyOptions } from './ConfirmPartyDialog'
import { DraftResponseDialog } from './DraftResponseDialog'
import { InquiryPartyFacts } from './InquiryPartyFacts'

const instant = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

function StatusBadge({ inquiry, responseHours }: { inquiry: StaffInquiry; responseHours: number }): ReactElement {
  if (inquiry.responded) return <span className={css.badge.green}>Responded</span>
  if (inquiry.overdue) return <span className={css.badge.red}>Past {responseHours} hours</span>
  return <span className={css.badge.yellow}>New</span>
}

/** One inquiry: who, when, what they asked, the replies sent, and what staff can do next (reply, mark answered, book the party). */
export function InquiryCard({
  inquiry,
  responseHours,
  options,
  onChanged,
}: {
  inquiry: StaffInquiry
  responseHours: number
  options: PartyOptions | null
  onChanged: () => void
}): ReactElement {
  const [marking, setMarking] = useState(false)
  const headingId = `inquiry-${inquiry.id}`
  const markResponded = async () => {
    setMarking(true)
    try {
      await fetchJson(`/api/admin/inquiries/${inquiry.id}/mark-responded`, { method: 'POST' })
      toast.success('Marked Responded', { description: `${inquiry.name}’s inquiry is marked responded.` })
      onChanged()
    } catch {
      toast.error('Error', { description: INQUIRY_MESSAGES.markFailed })
    } finally {
      setMarking(false)
    }
  }
  const party = inquiry.party
  // The latest party in any state: a lapsed or cancelled one may be booked again.
  const booked = inquiry.confirmedParty
  return (
    <article className={css.card} aria-labelledby={headingId}>
      <div className={css.spread}>
        <h2 id={headingId} className={css.heading} style={{ fontSize: '1.15rem' }}>
          {inquiry.name} <span className={css.badge.grey}>{inquiry.inquiryTypeLabel}</span>
        </h2>
        <StatusBadge inquiry={inquiry} responseHours={responseHours} />
      </div>
      <p className={css.subtle}>
        Received{' '}
        <time dateTime={inquiry.createdAt}>
          {inquiry.formattedDate} at {inquiry.formattedTime}
        </time>
        {inquiry.daysSince > 0 ? ` (${inquiry.daysSince} day${inquiry.daysSince === 1 ? '' : 's'} ago)` : ' (today)'}
        {inquiry.responded && inquiry.respondedAt
          ? ` · answered ${instant.format(new Date(inquiry.respondedAt))}${inquiry.respondedBy ? ` by ${inquiry.respondedBy}` : ''}`
          : ''}
      </p>
      <p className={css.row}>
        <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>
        {inquiry.phone ? <a href={`tel:${inquiry.phone.replace(/\s+/g, '')}`}>{inquiry.phone}</a> : null}
      </p>
      {party ? <InquiryPartyFacts party={party} /> : null}
      {inquiry.message ? <p className={css.preWrap}>{inquiry.message}</p> : null}
      {booked ? (
        <section className={styles.partyBox} aria-label={`${inquiry.name}’s party booking`}>
          <PartyStatus party={booked}>
            {longDay(booked.date)}, {booked.timeSlot} · {booked.packageName}
            {booked.exclusiveUse ? ', open play blocked' : ''} · {plural(booked.children, 'child', 'children')}
          </PartyStatus>
          <PartyActions party={booked} onChanged={onChanged} />
        </section>
      ) : null}
      {inquiry.replies.length > 0 ? (
        <details>
          <summary>
            {inquiry.replies.length} repl{inquiry.replies.length === 1 ? 'y' : 'ies'} sent
          </summary>
          {inquiry.replies.map((reply, index) => (
            <div key={index} className={css.notice}>
              <strong>{reply.subject}</strong>
              <span className={css.subtle}>
                {instant.format(new Date(reply.sentAt))}
                {reply.sentBy ? ` by ${reply.sentBy}` : ''}
              </span>
              <p className={css.preWrap}>{reply.body}</p>
            </div>
          ))}
        </details>
      ) : null}
      <div className={css.row}>
        <DraftResponseDialog inquiry={inquiry} onSent={onChanged} />
        {inquiry.responded ? null : (
          <button type="button" className={css.button} onClick={() => void markResponded()} disabled={marking}>
            {marking ? 'Marking…' : 'Mark Responded'}
          </button>
        )}
        {party && options && (!booked || booked.status === 'lapsed' || booked.status === 'cancelled') ? (
          <ConfirmPartyDialog inquiry={inquiry} options={options} onConfirmed={onChanged} />
        ) : null}
      </div>
    </article>
  )
}
