'use client'

import type { ReactElement } from 'react'
import useSWR from 'swr'
import type { CalendarDay, CalendarDayAnswer } from '../../domain/calendarApi'
import { plural } from '@/lib/plural'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import * as css from '../staff.css'
import { ErrorState, LoadingState } from '../states'
import { longDay } from './calendarDates'
import { DayParties } from './DayParties'
import { RestrictionItem } from './RestrictionItem'
import { useUnblock } from './useUnblock'
import { WaitingListSection } from './WaitingListSection'

const STATE_BADGE: Record<string, { className: string; text: string }> = {
  available: { className: css.badge.green, text: 'Open' },
  low: { className: css.badge.yellow, text: 'Nearly full' },
  full: { className: css.badge.red, text: 'Full' },
  blocked: { className: css.badge.grey, text: 'Blocked' },
  past: { className: css.badge.grey, text: 'Past' },
}

/** A day opened from the calendar: its sessions with the bookings in each, its blocks and its parties. */
export function DayPanel({ day, onChanged }: { day: CalendarDay; onChanged: () => void }): ReactElement {
  const { data, error, isLoading, mutate } = useSWR<CalendarDayAnswer>(`/api/admin/calendar/day?date=${day.date}`, {
    refreshInterval: STAFF_REFRESH_MS.lists,
  })
  const { busy, unblock } = useUnblock(onChanged)
  return (
    <section className={css.card} aria-labelledby="calendar-day-heading" aria-live="polite">
      <h3 id="calendar-day-heading" className={css.heading}>
        {longDay(day.date)}
      </h3>
      {day.special ? <p className={css.subtle}>{day.special}</p> : null}
      <p className={css.subtle}>{day.available ? 'Families can book this day.' : 'Families cannot book this day.'}</p>

      {day.restrictions.length > 0 ? (
        <div>
          <h4 className={css.heading}>Blocked</h4>
          <ul className={css.list}>
            {day.restrictions.map((restriction) => (
              <RestrictionItem
                key={restriction.id}
                restriction={restriction}
                busy={busy === restriction.id}
                onUnblock={() => void unblock(restriction)}
              />
            ))}
          </ul>
        </div>
      ) : null}

      <DayParties parties={day.parties} onChanged={onChanged} />

      <h4 className={css.heading}>Open play</h4>
      {!day.open ? (
        <p>No open-play sessions: {day.special ?? 'closed'}.</p>
      ) : error ? (
        <ErrorState title="Could not load the day’s bookings" error={error} onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <LoadingState label="Loading the day’s bookings" rows={day.sessions.length} />
      ) : (
        <ul className={css.list}>
          {data.sessions.map((session) => {
            const badge = STATE_BADGE[session.state] ?? STATE_BADGE.available!
            return (
              <li key={session.start} className={css.notice} style={{ justifyItems: 'stretch' }}>
                <div className={css.spread}>
                  <strong>{session.label}</strong>
                  <span className={css.row}>
                    <span>
                      {session.booked} of {plural(session.capacity, 'place', 'places')}
                    </span>
                    <span className={badge.className}>{badge.text}</span>
                  </span>
                </div>
                {session.bookings.length === 0 ? (
                  <span className={css.subtle}>No bookings</span>
                ) : (
                  <ul className={css.list}>
                    {session.bookings.map((booking) => (
                      <li key={booking.id} className={css.listItem}>
                        <a href={`/admin/collections/bookings/${booking.id}`}>
                          {booking.customerName} · {booking.reference}
                        </a>
                        <span>
                          {plural(booking.children, 'child', 'children')}, {plural(booking.adults, 'adult', 'adults')} ·{' '}
                          {booking.status.replace('_', ' ')}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ul>
      )}
      {day.open ? <WaitingListSection date={day.date} /> : null}
    </section>
  )
}
