'use client'

import type { ReactElement } from 'react'
import * as css from '../staff.css'
import { fieldErrors } from './fieldErrors'
import type { NewBookingForm } from './useNewBookingForm'

/** Who is booking (name, phone, e-mail), and for which day and session. */
export function CustomerFields({ booking }: { booking: NewBookingForm }): ReactElement {
  const { form, ids, set, chooseDate, day, sessions } = booking
  const { fieldError, described } = fieldErrors(booking.errors)
  return (
    <div className={css.twoColumns}>
      <label htmlFor={ids.name} className={css.field}>
        Name
        <input
          id={ids.name}
          className={css.input}
          autoComplete="off"
          value={form.customerName}
          onChange={(event) => set('customerName')(event.target.value)}
          {...described('customerName', ids.name)}
        />
        {fieldError('customerName', ids.name)}
      </label>
      <label htmlFor={ids.phone} className={css.field}>
        Phone
        <input
          id={ids.phone}
          type="tel"
          className={css.input}
          autoComplete="off"
          value={form.customerPhone}
          onChange={(event) => set('customerPhone')(event.target.value)}
          {...described('customerPhone', ids.phone)}
        />
        {fieldError('customerPhone', ids.phone)}
      </label>
      <label htmlFor={ids.email} className={css.field}>
        E-mail
        <input
          id={ids.email}
          type="email"
          className={css.input}
          autoComplete="off"
          value={form.customerEmail}
          onChange={(event) => set('customerEmail')(event.target.value)}
          {...described('customerEmail', ids.email)}
        />
        {fieldError('customerEmail', ids.email)}
      </label>
      <label htmlFor={ids.date} className={css.field}>
        Date
        <input
          id={ids.date}
          type="date"
          className={css.input}
          value={form.selectedDate}
          onChange={(event) => chooseDate(event.target.value)}
          {...described('selectedDate', ids.date)}
        />
        {fieldError('selectedDate', ids.date)}
      </label>
      <label htmlFor={ids.time} className={css.field}>
        Session
        <select
          id={ids.time}
          className={css.input}
          value={form.selectedTime}
          onChange={(event) => set('selectedTime')(event.target.value)}
          {...described('selectedTime', ids.time)}
        >
          {day.data?.requiresSlot ? <option value="">Choose a session</option> : <option value="">Arrive any time</option>}
          {sessions.map((session) => (
            <option key={session.start} value={session.start} disabled={session.availableSpots === 0}>
              {session.label} ({session.availableSpots === 0 ? 'full' : `${session.availableSpots} left`})
            </option>
          ))}
        </select>
        {day.data && !day.data.open ? <span className={css.subtle}>We are closed on that day.</span> : null}
        {fieldError('selectedTime', ids.time)}
      </label>
    </div>
  )
}
