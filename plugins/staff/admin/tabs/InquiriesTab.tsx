'use client'

import { useState, type ReactElement } from 'react'
import useSWR from 'swr'
import type { InquiriesAnswer } from '@plugins/inquiries/contract'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'
import type { PartyOptions } from './ConfirmPartyDialog'
import { InquiryCard } from './InquiryCard'

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
