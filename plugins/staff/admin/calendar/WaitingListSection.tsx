'use client'

import { toast } from '@payloadcms/ui'
import { useState, type ReactElement } from 'react'
import useSWR from 'swr'
import type { WaitingListEntryView } from '@plugins/waitlist/contract'
import { plural } from '@/lib/plural'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import { fetchJson, serverMessage } from '../fetchJson'
import * as css from '../staff.css'
import { ErrorState } from '../states'

type SessionList = { slotStart: string | null; slotLabel: string; waitingChildren: number; entries: WaitingListEntryView[] }
type Answer = { date: string; sessions: SessionList[] }

/**
 * The day's waiting lists (ADR 0026, 0033) in the calendar's day panel: per session and the whole normal day, how many children
 * wait and the families in the order they joined (then those offered places), each waiting family
 * with a Remove button. Nothing is drawn for a day without a list.
 */
export function WaitingListSection({ date }: { date: string }): ReactElement | null {
  const { data, error, mutate } = useSWR<Answer>(`/api/admin/waiting-list?date=${date}`, { refreshInterval: STAFF_REFRESH_MS.lists })
  const [busy, setBusy] = useState<number | null>(null)
  if (error) return <ErrorState title="Could not load the waiting lists" error={error} onRetry={() => void mutate()} />
  if (!data || data.sessions.length === 0) return null

  const remove = async (entry: WaitingListEntryView) => {
    setBusy(entry.id)
    try {
      await fetchJson(`/api/admin/waiting-list/${entry.id}/remove`, { method: 'POST' })
      toast.success('Removed from the waiting list', { description: `${entry.customerName} is no longer waiting.` })
      await mutate()
    } catch (failure) {
      toast.error('Error', { description: serverMessage(failure) ?? 'Could not remove this family. Please try again.' })
    } finally {
      setBusy(null)
    }
  }

  return (
    <div>
      <h4 className={css.heading}>Waiting lists</h4>
      <ul className={css.list}>
        {data.sessions.map((session) => {
          const waiting = session.entries.filter((entry) => entry.status === 'waiting')
          return (
            <li key={session.slotStart ?? 'day'} className={css.notice} style={{ justifyItems: 'stretch' }}>
              <div className={css.spread}>
                <strong>{session.slotLabel}</strong>
                <span>
                  {plural(waiting.length, 'family', 'families')} waiting ({plural(session.waitingChildren, 'child', 'children')})
                </span>
              </div>
              <ol className={css.list} aria-label={`Waiting list for ${session.slotLabel}, in order`}>
                {session.entries.map((entry) => (
                  <li key={entry.id} className={css.listItem}>
                    <span>
                      {entry.position}. {entry.customerName} · {entry.customerEmail} · {plural(entry.children, 'child', 'children')}
                      {entry.arriving ? ` · ${entry.arriving}` : ''}
                      {entry.status === 'offered' && entry.offerExpiresAt
                        ? ` · offered, held until ${new Date(entry.offerExpiresAt).toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'short', timeStyle: 'short' })}`
                        : ''}
                    </span>
                    {entry.status === 'waiting' ? (
                      <button
                        type="button"
                        className={css.button}
                        disabled={busy === entry.id}
                        aria-label={`Remove ${entry.customerName} from the waiting list`}
                        onClick={() => void remove(entry)}
                      >
                        {busy === entry.id ? 'Removing…' : 'Remove'}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
