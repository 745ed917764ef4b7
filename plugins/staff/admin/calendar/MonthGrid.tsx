'use client'

import { useEffect, useRef, type KeyboardEvent, type ReactElement } from 'react'
import { plural } from '@/lib/plural'
import type { CalendarDay } from '../../domain/calendarApi'
import * as css from '../staff.css'
import { keyTarget, longDay, monthLabel, monthWeeks, sessionHeat } from './calendarDates'

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

function describeDay(day: CalendarDay): string {
  const parts = [longDay(day.date)]
  if (!day.open) parts.push(day.special ?? 'Closed')
  else {
    const booked = day.sessions.reduce((sum, session) => sum + session.booked, 0)
    const capacity = day.sessions.reduce((sum, session) => sum + session.capacity, 0)
    parts.push(`${booked} of ${plural(capacity, 'place', 'places')} booked`)
    if (day.special) parts.push(day.special)
  }
  if (day.restrictions.length > 0) parts.push(`${day.restrictions.length} blocked`)
  if (day.parties.length > 0) parts.push(`${day.parties.length} part${day.parties.length === 1 ? 'y' : 'ies'}`)
  return parts.join(', ')
}

/**
 * The month as a table of buttons, one per day, with a roving tab stop: arrow keys move a day or
 * a week, Home and End to the week's ends, Page Up and Page Down a month; moving selects.
 */
export function MonthGrid({
  month,
  days,
  today,
  selected,
  onSelect,
}: {
  month: string
  days: CalendarDay[]
  today: string
  selected: string
  onSelect: (date: string, focus: boolean) => void
}): ReactElement {
  const byDate = new Map(days.map((day) => [day.date, day]))
  const tableRef = useRef<HTMLTableElement>(null)
  const focusWanted = useRef(false)

  useEffect(() => {
    if (!focusWanted.current) return
    const button = tableRef.current?.querySelector<HTMLButtonElement>(`button[data-date="${selected}"]`)
    if (button) {
      button.focus()
      focusWanted.current = false
    }
  }, [selected, days])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    const target = keyTarget(date, event.key)
    if (!target) return
    event.preventDefault()
    focusWanted.current = true
    onSelect(target, true)
  }

  const tabStop = byDate.has(selected) ? selected : (days[0]?.date ?? '')
  return (
    <table
      ref={tableRef}
      style={{ width: '100%', borderCollapse: 'separate', borderSpacing: 4, tableLayout: 'fixed' }}
      aria-describedby="calendar-keys"
    >
      <caption className={css.heading} style={{ textAlign: 'left', fontSize: '1.2rem' }}>
        {monthLabel(month)}
      </caption>
      <thead>
        <tr>
          {WEEKDAYS.map(([short, long]) => (
            <th key={short} scope="col" className={css.weekday}>
              <abbr title={long}>{short}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(month).map((week, index) => (
          <tr key={index}>
            {week.map((date, column) => {
              const day = date ? byDate.get(date) : undefined
              if (!date || !day) return <td key={column} />
              const isToday = date === today
              return (
                <td key={date} style={{ padding: 0, verticalAlign: 'top' }}>
                  <button
                    type="button"
                    data-date={date}
                    className={css.dayCell}
                    aria-pressed={date === selected}
                    aria-label={describeDay(day)}
                    aria-current={isToday ? 'date' : undefined}
                    tabIndex={date === tabStop ? 0 : -1}
                    onClick={() => onSelect(date, false)}
                    onKeyDown={(event) => onKeyDown(event, date)}
                  >
                    <span className={isToday ? css.todayNumber : css.dayNumber}>{Number(date.slice(8))}</span>
                    {day.open ? (
                      <span className={css.heatRow} aria-hidden="true">
                        {day.sessions.map((session) => (
                          <span key={session.start} className={css.heat[sessionHeat(session)]} />
                        ))}
                      </span>
                    ) : null}
                    <span className={css.dayMarks} aria-hidden="true">
                      {!day.open ? <span>Closed</span> : null}
                      {day.isEventDay ? <span>Event</span> : null}
                      {day.restrictions.length > 0 ? <span>Blocked</span> : null}
                      {day.parties.length > 0 ? <span>Party{day.parties.length > 1 ? ` ×${day.parties.length}` : ''}</span> : null}
                    </span>
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
