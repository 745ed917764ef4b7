'use client'

import { useId, useState, type FormEvent } from 'react'
import useSWR from 'swr'
import { moveTargetSchema, type MoveAnswer } from '@plugins/booking/contract'
import * as forms from '@/components/home/forms.css'
import { apiRequest } from '@/lib/http/apiRequest'
import { businessDate } from '@/lib/time/businessDate'
import { longDate } from '@/lib/time/formatDate'
import { button } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { getJson, readApiFailure, swrDefaults, type DaySessions, type SessionOption } from './bookingApi'

type Props = { token: string; childCount: number; currentDate: string; onMoved: () => Promise<unknown> }

const places = (count: number) => `${count} ${count === 1 ? 'place' : 'places'} left`

function sessionProblem(session: SessionOption, children: number): string | null {
  if (session.state === 'blocked') return 'not available'
  if (session.state === 'past') return 'finished'
  if (session.availableSpots < children) return session.availableSpots === 0 ? 'full' : `only ${places(session.availableSpots)}`
  return null
}

/**
 * "Move to another day" on the manage page: a date, then that day's sessions with room (on a
 * flexible day there is none to choose: the family arrives any time), and the move. The same
 * schema as POST /api/bookings/move checks the choice first; the server decides.
 */
export function MoveBookingForm({ token, childCount, currentDate, onMoved }: Props) {
  const ids = { date: useId(), dateError: useId(), sessions: useId(), live: useId() }
  const [date, setDate] = useState('')
  const [time, setTime] = useState<string | undefined>(undefined)
  const [busy, setBusy] = useState(false)
  const [dateError, setDateError] = useState<string | null>(null)
  const [result, setResult] = useState<{ kind: 'success' | 'failure'; text: string } | null>(null)
  const {
    data: day,
    error: dayError,
    mutate: refreshDay,
  } = useSWR<DaySessions>(date ? `/api/available-sessions?date=${date}` : null, getJson, swrDefaults)

  const choose = (value: string) => {
    setDate(value)
    setTime(undefined)
    setDateError(null)
    setResult(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setResult(null)
    const parsed = moveTargetSchema.safeParse({ selectedDate: date, selectedTime: time })
    if (!parsed.success) {
      setDateError(parsed.error.issues[0]?.message ?? 'Please choose the new date')
      return
    }
    if (day?.requiresSlot && !time) {
      setResult({ kind: 'failure', text: `Please choose a session for the ${day.eventTitle ?? 'event'}.` })
      return
    }
    setBusy(true)
    try {
      const answer = await apiRequest<MoveAnswer>('POST', '/api/bookings/move', { token, ...parsed.data })
      setResult({ kind: 'success', text: answer.message })
      setDate('')
      setTime(undefined)
      await onMoved()
    } catch (cause) {
      const failure = readApiFailure(cause)
      setResult({ kind: 'failure', text: failure?.message ?? 'We could not move your booking just now. Please try again or call us.' })
      if (failure?.code === 'session_full') await refreshDay()
    } finally {
      setBusy(false)
    }
  }

  const bookable = day?.sessions.filter((session) => sessionProblem(session, childCount) === null) ?? []
  return (
    <form className={forms.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby={`${ids.live}-title`}>
      <h2 id={`${ids.live}-title`} style={{ fontSize: '1.25rem', margin: 0 }}>
        Move to another day
      </h2>
      <p className={forms.hint}>
        You are booked for {longDate(currentDate)}. Choose a day with room; your tickets and what you paid stay the same.
      </p>
      <div className={forms.field}>
        <label className={forms.label} htmlFor={ids.date}>
          New date
        </label>
        <input
          id={ids.date}
          type="date"
          className={forms.control}
          min={businessDate()}
          value={date}
          onChange={(event) => choose(event.target.value)}
          aria-invalid={dateError ? true : undefined}
          aria-describedby={dateError ? ids.dateError : undefined}
        />
        {dateError ? (
          <p id={ids.dateError} className={forms.error} role="alert">
            {dateError}
          </p>
        ) : null}
      </div>

      {date && dayError ? <p className={styles.failure}>We could not load that day’s sessions. Please try again.</p> : null}
      {date && day && !day.open ? <p className={styles.note}>We are closed on {longDate(date)}. Please choose another date.</p> : null}
      {date && day?.open && !day.requiresSlot ? (
        <p>
          {longDate(date)}: no session to choose. {day.arrivalTimes ?? 'Arrive any time during the day’s opening hours.'}
          {bookable.length === 0 ? ' There is no room left that day.' : ''}
        </p>
      ) : null}
      {date && day?.open && day.requiresSlot ? (
        <fieldset id={ids.sessions} style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className={forms.label}>Choose a session for the {day.eventTitle ?? 'event'}</legend>
          {day.sessions.map((session) => {
            const problem = sessionProblem(session, childCount)
            return (
              <label key={session.start} className={styles.checkboxRow} style={{ padding: '0.5rem 0' }}>
                <input
                  type="radio"
                  name="move-session"
                  className={styles.checkbox}
                  value={session.label}
                  checked={time === session.label}
                  disabled={problem !== null}
                  onChange={() => setTime(session.label)}
                />
                <span>
                  {session.label} ({problem ?? places(session.availableSpots)})
                </span>
              </label>
            )
          })}
        </fieldset>
      ) : null}

      <div aria-live="polite" id={ids.live}>
        {result?.kind === 'success' ? (
          <p className={styles.banner} role="status">
            {result.text}
          </p>
        ) : null}
        {result?.kind === 'failure' ? (
          <p className={styles.failure} role="alert">
            {result.text}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className={button.primary} disabled={busy || !date || (day ? !day.open : false)}>
          {busy ? 'Moving…' : 'Move my booking'}
        </button>
      </div>
    </form>
  )
}
