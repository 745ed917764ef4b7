'use client'

import * as AlertDialog from '@radix-ui/react-alert-dialog'
import { toast } from '@payloadcms/ui'
import { useEffect, useState, type ReactElement } from 'react'
import useSWR from 'swr'
import { minutesRemaining, sessionBadge } from '../../domain/sessionBadge'
import { STAFF_MESSAGES, STAFF_REFRESH_MS, type ActiveSession, type ActiveSessionsAnswer } from '../../domain/staffApi'
import { plural } from '@/lib/plural'
import { fetchJson } from '../fetchJson'
import * as css from '../staff.css'
import { CheckedInParties } from './CheckedInParties'
import { EmptyState, ErrorState, LoadingState } from '../states'

const KEY = '/api/admin/active-sessions'
const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: 'numeric', minute: '2-digit', hourCycle: 'h12' })

/** Re-renders every second, so the countdowns tick between the 15-second refreshes. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000)
    return () => clearInterval(timer)
  }, [])
  return now
}

export function CheckedInTab(): ReactElement {
  const { data, error, isLoading, mutate } = useSWR<ActiveSessionsAnswer>(KEY, { refreshInterval: STAFF_REFRESH_MS.activeSessions })
  const now = useNow()
  const [leaving, setLeaving] = useState<ActiveSession | null>(null)

  const checkOut = async (session: ActiveSession) => {
    setLeaving(null)
    const without = (current: ActiveSessionsAnswer | undefined): ActiveSessionsAnswer => ({
      success: true,
      activeSessions: (current?.activeSessions ?? []).filter((item) => item.bookingId !== session.bookingId),
      parties: current?.parties ?? [],
    })
    // Gone from the list at once; back if the check-out fails.
    await mutate(
      async (current) => {
        await fetchJson(`/api/check-in/checkout`, { method: 'POST', body: JSON.stringify({ bookingId: session.bookingId }) })
        toast.success(`${session.customerName} is checked out`)
        return without(current)
      },
      {
        optimisticData: without,
        populateCache: true,
        rollbackOnError: true,
        revalidate: true,
      },
    ).catch(() => toast.error('Checkout Error', { description: STAFF_MESSAGES.checkoutFailed }))
  }

  if (error) return <ErrorState title="Could not load who is playing" error={error} onRetry={() => void mutate()} />
  if (isLoading || !data) return <LoadingState label="Loading who is playing now" />

  const sessions = data.activeSessions
    .map((session) => ({ session, left: minutesRemaining(new Date(session.sessionEnd), now) }))
    .sort((a, b) => a.left - b.left)
  const parties = data.parties ?? []
  // A party's guests count as inside until its slot ends.
  const children =
    sessions.reduce((sum, { session }) => sum + session.numberOfChildren, 0) +
    parties.reduce((sum, party) => sum + (party.checkedIn?.children ?? 0), 0)
  const adults =
    sessions.reduce((sum, { session }) => sum + session.numberOfAdults, 0) +
    parties.reduce((sum, party) => sum + (party.checkedIn?.adults ?? 0), 0)

  return (
    <div className={css.panel}>
      <p className={css.statValue} aria-live="polite">
        Inside now: {plural(children, 'child', 'children')}, {plural(adults, 'adult', 'adults')}
      </p>
      <CheckedInParties parties={parties} />
      {sessions.length === 0 && parties.length === 0 ? (
        <EmptyState title="Nobody is checked in">Families appear here when they check in at the kiosk.</EmptyState>
      ) : sessions.length === 0 ? null : (
        <ul className={css.list} aria-label="Checked in">
          {sessions.map(({ session, left }) => {
            const badge = sessionBadge(left)
            return (
              <li key={session.bookingId} className={css.card}>
                <div className={css.spread}>
                  <strong>{session.customerName}</strong>
                  <span className={css.badge[badge.tone]}>
                    {badge.label}
                    <span className={css.badgeDetail}> · {badge.detail}</span>
                  </span>
                </div>
                <span className={css.subtle}>
                  {plural(session.numberOfChildren, 'child', 'children')}, {plural(session.numberOfAdults, 'adult', 'adults')} · in at{' '}
                  {clock.format(new Date(session.checkedInAt))} · ends {clock.format(new Date(session.sessionEnd))}
                </span>
                <span className={css.subtle}>
                  {session.customerPhone ? <a href={`tel:${session.customerPhone.replace(/\s+/g, '')}`}>{session.customerPhone}</a> : null}{' '}
                  {session.customerEmail}
                </span>
                <div className={css.row}>
                  <button type="button" className={css.primaryButton} onClick={() => setLeaving(session)}>
                    Check out {session.customerName}
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <AlertDialog.Root open={leaving !== null} onOpenChange={(open) => !open && setLeaving(null)}>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className={css.dialogOverlay} />
          <AlertDialog.Content className={css.dialogContent}>
            <AlertDialog.Title className={css.heading}>Check out {leaving?.customerName}?</AlertDialog.Title>
            <AlertDialog.Description className={css.subtle}>
              Their ticket is then used and cannot be checked in again.
            </AlertDialog.Description>
            <div className={css.row}>
              <AlertDialog.Cancel className={css.button}>Not yet</AlertDialog.Cancel>
              <AlertDialog.Action className={css.primaryButton} onClick={() => leaving && void checkOut(leaving)}>
                Check out
              </AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  )
}
