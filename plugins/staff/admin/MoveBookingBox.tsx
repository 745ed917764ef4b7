'use client'

import { Button, toast, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useEffect, useId, useState, type ReactElement } from 'react'
import { BOOKING_STATUS, type DaySessionsAnswer } from '@plugins/booking/contract'

type Answer = { message?: string; error?: { message?: string } }

const box = {
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 'var(--style-radius-s, 4px)',
  padding: 'calc(var(--base) * 0.75)',
  marginBottom: 'var(--base)',
}
const field = { display: 'block', width: '100%', minHeight: 40, marginBottom: 'calc(var(--base) * 0.5)' }

/**
 * "Move booking" in a paid booking's sidebar: a new date, the session (or the earliest with room on
 * a flexible day), and why. Staff may move after the family's cut-off; the call writes the audit log.
 */
export function MoveBookingBox(): ReactElement | null {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value) as string | undefined
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const [reason, setReason] = useState('')
  const [day, setDay] = useState<DaySessionsAnswer | null>(null)
  const [busy, setBusy] = useState(false)
  const [said, setSaid] = useState('')
  const ids = { heading: useId(), date: useId(), time: useId(), reason: useId() }

  const [dayLoad, setDayLoad] = useState<'idle' | 'loading' | 'failed'>('idle')
  const [dayAttempt, setDayAttempt] = useState(0)

  useEffect(() => {
    if (!date) return
    const controller = new AbortController()
    fetch(`/api/available-sessions?date=${encodeURIComponent(date)}`, { credentials: 'include', signal: controller.signal })
      .then(async (response) => {
        if (response.ok) setDay((await response.json()) as DaySessionsAnswer)
        else setSaid('That date cannot be read. Use YYYY-MM-DD.')
        setDayLoad('idle')
      })
      .catch(() => {
        // A busy or flaky network: say so and try once more by itself, then leave it to the button.
        if (controller.signal.aborted) return
        if (dayAttempt === 0) setDayAttempt(1)
        else setDayLoad('failed')
      })
    return () => controller.abort()
  }, [date, dayAttempt])

  if (id === undefined || id === null || status !== BOOKING_STATUS.paid) return null

  const chooseDate = (value: string) => {
    setDate(value)
    setDay(null)
    setTime('')
    setDayAttempt(0)
    setDayLoad(value ? 'loading' : 'idle')
  }

  const move = async () => {
    if (!date) return void setSaid('Choose the new date first.')
    if (reason.trim().length < 3) return void setSaid('Please say why (at least 3 characters).')
    setBusy(true)
    setSaid('')
    try {
      const response = await fetch(`/api/admin/bookings/${id}/move`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ selectedDate: date, ...(time ? { selectedTime: time } : {}), reason: reason.trim() }),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (!response.ok) {
        const message = answer.error?.message ?? 'The booking could not be moved.'
        setSaid(message)
        toast.error(message)
        return
      }
      setSaid(answer.message ?? 'Moved')
      toast.success(answer.message ?? 'Moved')
      window.location.reload()
    } catch {
      setSaid('The server could not be reached. Please try again.')
      toast.error('The server could not be reached. Please try again.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <section style={box} aria-labelledby={ids.heading} data-move-booking="">
      <h3 id={ids.heading} style={{ marginTop: 0 }}>
        Move booking
      </h3>
      <label htmlFor={ids.date}>New date</label>
      <input id={ids.date} type="date" value={date} onChange={(event) => chooseDate(event.target.value)} style={field} />
      {dayLoad === 'loading' && !day ? <p aria-live="polite">Loading that day’s sessions…</p> : null}
      {dayLoad === 'failed' && !day ? (
        <p role="alert">
          The sessions could not be loaded.{' '}
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => {
              setDayLoad('loading')
              setDayAttempt((attempt) => attempt + 1)
            }}
          >
            Try again
          </Button>
        </p>
      ) : null}
      {day && !day.open ? <p>Closed that day.</p> : null}
      {day?.open ? (
        <>
          <label htmlFor={ids.time}>{day.requiresSlot ? `Session (${day.eventTitle ?? 'event day'})` : 'Session'}</label>
          <select id={ids.time} value={time} onChange={(event) => setTime(event.target.value)} style={field}>
            {day.requiresSlot ? (
              <option value="">Choose a session</option>
            ) : (
              <option value="">Earliest with room ({day.arrivalTimes ?? 'flexible arrival'})</option>
            )}
            {day.sessions.map((session) => (
              <option key={session.start} value={session.start} disabled={session.state === 'blocked' || session.state === 'past'}>
                {session.label}:{' '}
                {session.state === 'blocked' ? 'blocked' : session.state === 'past' ? 'finished' : `${session.availableSpots} left`}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <label htmlFor={ids.reason}>Why?</label>
      <textarea
        id={ids.reason}
        rows={2}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
        style={{ width: '100%' }}
      />
      <p aria-live="polite" role="status" style={{ margin: 'calc(var(--base) * 0.5) 0' }}>
        {said}
      </p>
      <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void move()}>
        {busy ? 'Moving…' : 'Move booking'}
      </Button>
    </section>
  )
}
