'use client'

import { toast } from '@payloadcms/ui'
import { useState, type ReactElement } from 'react'
import useSWR from 'swr'
import { INQUIRY_MESSAGES, type InquiriesAnswer, type StaffInquiry } from '@plugins/inquiries/contract'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import { fetchJson } from '../fetchJson'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import { ConfirmPartyDialog, type PartyOptions } from './ConfirmPartyDialog'
import { DraftResponseDialog } from './DraftResponseDialog'

type List = 'contact' | 'birthday'
type Answer = InquiriesAnswer & Partial<PartyOptions>

const SOURCES: Record<List, { url: string; one: string; many: string; empty: string }> = {
  contact: { url: '/api/admin/inquiries', one: 'message', many: 'messages', empty: 'Messages from the contact form appear here.' },
  birthday: {
    url: '/api/admin/birthday-inquiries',
    one: 'party inquiry',
    many: 'party inquiries',
    empty: 'Party inquiries and birthday messages appear here.',
  },
}

const instant = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** Seed 001 §2 Inquiries and Birthday Parties: unanswered first, the 24-hour promise flagged, draft, reply, mark responded, confirm a party. */
export function InquiriesTab({ list }: { list: List }): ReactElement {
  const source = SOURCES[list]
  const { data, error, isLoading, mutate } = useSWR<Answer>(source.url, { refreshInterval: STAFF_REFRESH_MS.lists })
  const [showAnswered, setShowAnswered] = useState(true)
  const refresh = () => void mutate()

  if (error) return <ErrorState title="Could not load the inquiries" error={error} onRetry={refresh} />
  if (isLoading || !data) return <LoadingState label="Loading inquiries" />

  const waiting = data.inquiries.filter((inquiry) => !inquiry.responded)
  const overdue = waiting.filter((inquiry) => inquiry.overdue)
  const shown = showAnswered ? data.inquiries : waiting
  return (
    <div className={css.panel}>
      <div className={css.spread}>
        <p aria-live="polite">
          <strong>
            {waiting.length === 0
              ? 'Nothing waiting'
              : `${waiting.length} ${waiting.length === 1 ? source.one : source.many} waiting for a reply`}
          </strong>
          {overdue.length > 0 ? (
            <>
              {' · '}
              <span className={css.badge.red}>
                {overdue.length} past {data.responseHours} hours
              </span>
            </>
          ) : null}
        </p>
        <label className={css.row}>
          <input type="checkbox" checked={showAnswered} onChange={(event) => setShowAnswered(event.target.checked)} />
          Show answered
        </label>
      </div>
      {shown.length === 0 ? (
        <EmptyState title={data.inquiries.length === 0 ? 'No inquiries yet' : 'All answered'}>
          {data.inquiries.length === 0 ? source.empty : 'Tick “Show answered” to see them.'}
        </EmptyState>
      ) : (
        <ul className={css.list} aria-label={list === 'contact' ? 'Inquiries' : 'Birthday party inquiries'}>
          {shown.map((inquiry) => (
            <li key={inquiry.id}>
              <InquiryCard
                inquiry={inquiry}
                responseHours={data.responseHours}
                options={data.partySlots && data.packages ? { partySlots: data.partySlots, packages: data.packages } : null}
                onChanged={refresh}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function StatusBadge({ inquiry, responseHours }: { inquiry: StaffInquiry; responseHours: number }): ReactElement {
  if (inquiry.responded) return <span className={css.badge.green}>Responded</span>
  if (inquiry.overdue) return <span className={css.badge.red}>Past {responseHours} hours</span>
  return <span className={css.badge.yellow}>New</span>
}

function InquiryCard({
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
      {party ? (
        <dl className={css.facts}>
          <dt>Child</dt>
          <dd>
            {party.childName}, {party.childAge}
          </dd>
          <dt>Preferred date</dt>
          <dd>
            {party.partyDate} · {party.partyTime}
          </dd>
          <dt>Children</dt>
          <dd>{party.numberOfChildren}</dd>
          <dt>Package</dt>
          <dd>{party.packageName ?? party.packageType}</dd>
          {party.specialRequests ? (
            <>
              <dt>Requests</dt>
              <dd className={css.preWrap}>{party.specialRequests}</dd>
            </>
          ) : null}
          {party.dietaryRequirements ? (
            <>
              <dt>Dietary</dt>
              <dd className={css.preWrap}>{party.dietaryRequirements}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {inquiry.message ? <p className={css.preWrap}>{inquiry.message}</p> : null}
      {inquiry.confirmedParty ? (
        <p>
          <span className={css.badge.green}>Party booked</span> {inquiry.confirmedParty.date}, {inquiry.confirmedParty.timeSlot} (
          {inquiry.confirmedParty.packageName}
          {inquiry.confirmedParty.exclusiveUse ? ', open play blocked' : ''})
        </p>
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
        {party && options && !inquiry.confirmedParty ? (
          <ConfirmPartyDialog inquiry={inquiry} options={options} onConfirmed={onChanged} />
        ) : null}
      </div>
    </article>
  )
}
