'use client'

import { useState, type ReactElement } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import type { CalendarMonthAnswer } from '../../domain/calendarApi'
import type { RestrictionsAnswer } from '../../domain/restrictionApi'
import { STAFF_REFRESH_MS } from '../../domain/staffApi'
import { BlockSlotForm } from '../calendar/BlockSlotForm'
import { longDay, shiftMonths } from '../calendar/calendarDates'
import { DayPanel } from '../calendar/DayPanel'
import { MonthGrid } from '../calendar/MonthGrid'
import { RestrictionItem } from '../calendar/RestrictionItem'
import { useUnblock } from '../calendar/useUnblock'
import * as css from '../staff.css'
import { EmptyState, ErrorState, LoadingState } from '../states'

const londonToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date())

const LEGEND = [
  ['none', 'No bookings'],
  ['low', 'Under half full'],
  ['mid', 'Half full'],
  ['high', '80% full'],
  ['full', 'Full'],
  ['blocked', 'Blocked'],
] as const

/**
 * The Booking Calendar (issue 17): the month in one call, a day opened with its bookings, and
 * the block and unblock of time slots. A block shows on the public date picker at once.
 */
export function CalendarTab(): ReactElement {
  const [selected, setSelected] = useState(londonToday)
  const month = selected.slice(0, 7)
  const calendar = useSWR<CalendarMonthAnswer>(`/api/admin/calendar?month=${month}`, {
    refreshInterval: STAFF_REFRESH_MS.lists,
    keepPreviousData: true,
  })
  const restrictions = useSWR<RestrictionsAnswer>('/api/admin/session-restrictions', { refreshInterval: STAFF_REFRESH_MS.lists })
  const { mutate } = useSWRConfig()
  // A block or unblock changes the month, the open day and the list of blocks: refetch all three.
  const refresh = () =>
    void mutate((key) => typeof key === 'string' && (key.startsWith('/api/admin/calendar') || key === '/api/admin/session-restrictions'))
  const { busy, unblock } = useUnblock(refresh)
  const data = calendar.data?.month === month ? calendar.data : undefined
  const day = data?.days.find((entry) => entry.date === selected)
  const select = (date: string) => setSelected(date)

  return (
    <div className={css.panel}>
      <div className={css.row}>
        <button type="button" className={css.button} onClick={() => select(`${shiftMonths(month, -1)}-01`)}>
          ← Previous month
        </button>
        <button type="button" className={css.button} onClick={() => select(londonToday())}>
          Today
        </button>
        <button type="button" className={css.button} onClick={() => select(`${shiftMonths(month, 1)}-01`)}>
          Next month →
        </button>
      </div>
      <p id="calendar-keys" className={css.subtle}>
        Arrow keys move between days, Page Up and Page Down between months. Colours show how full each session is.
      </p>
      <div className={css.legend} aria-hidden="true">
        {LEGEND.map(([heat, label]) => (
          <span key={heat}>
            <span className={`${css.heat[heat]} ${css.legendSwatch}`} />
            {label}
          </span>
        ))}
      </div>
      <div className={css.twoColumns}>
        <div>
          {calendar.error ? (
            <ErrorState title="Could not load the calendar" error={calendar.error} onRetry={refresh} />
          ) : !data ? (
            <LoadingState label="Loading the month" rows={5} />
          ) : (
            <MonthGrid month={month} days={data.days} today={data.today} selected={selected} onSelect={select} />
          )}
        </div>
        <div className={css.panel} style={{ paddingTop: 0 }}>
          {day ? <DayPanel day={day} onChanged={refresh} /> : null}
          <BlockSlotForm
            date={selected}
            sessions={day?.sessions.map((session) => session.label) ?? []}
            onDateChange={select}
            onBlocked={refresh}
          />
        </div>
      </div>
      <section className={css.card} aria-labelledby="blocked-slots-heading">
        <h3 id="blocked-slots-heading" className={css.heading}>
          Blocked slots from today
        </h3>
        {restrictions.error ? (
          <ErrorState title="Could not load the blocked slots" error={restrictions.error} onRetry={refresh} />
        ) : !restrictions.data ? (
          <LoadingState label="Loading blocked slots" rows={2} />
        ) : restrictions.data.restrictions.length === 0 ? (
          <EmptyState title="Nothing blocked">Every session from today is open to bookings.</EmptyState>
        ) : (
          <ul className={css.list}>
            {restrictions.data.restrictions.map((restriction) => (
              <RestrictionItem
                key={restriction.id}
                restriction={restriction}
                busy={busy === restriction.id}
                onUnblock={() => void unblock(restriction)}
                lead={
                  <>
                    <button type="button" className={css.button} style={{ minHeight: 32 }} onClick={() => select(restriction.date)}>
                      {longDay(restriction.date)}
                    </button>{' '}
                  </>
                }
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
