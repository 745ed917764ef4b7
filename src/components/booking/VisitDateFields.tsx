'use client'

import type { DayAvailability } from '@plugins/booking/contract'
import { format, parseISO } from 'date-fns'
import type { ReactNode } from 'react'
import { Controller, type Control, type UseFormSetValue } from 'react-hook-form'
import * as forms from '@/components/home/forms.css'
import * as styles from './booking.css'
import type { DaySessions } from './bookingApi'
import { dayArrivalText, type UsualArrival } from './dayArrivalText'
import type { DetailsFormInput } from './detailsFormSchema'
import { FullDayWaitingList } from './FullDayWaitingList'
import { SlotChooser } from './SlotChooser'
import { VisitDatePicker } from './VisitDatePicker'

type Props = {
  control: Control<DetailsFormInput>
  setValue: UseFormSetValue<DetailsFormInput>
  window: { first: string; last: string }
  days: Map<string, DayAvailability>
  selectedDate: string | undefined
  selectedTime: string | undefined
  chosenDay: DayAvailability | undefined
  daySessions: DaySessions | undefined
  requiresSlot: boolean
  isEventDay: boolean
  eventTitle: string | null
  waitingList: boolean
  groupChildren: number
  lowThreshold: number
  arrival: UsualArrival
  arriveEarlyMinutes: number
  dateError: ReactNode
  timeError: ReactNode
}

/** The details step's visit: the date, the event day's session when it needs one, and what the session is. */
export function VisitDateFields({
  control,
  setValue,
  window,
  days,
  selectedDate,
  selectedTime,
  chosenDay,
  daySessions,
  requiresSlot,
  isEventDay,
  eventTitle,
  waitingList,
  groupChildren,
  lowThreshold,
  arrival,
  arriveEarlyMinutes,
  dateError,
  timeError,
}: Props) {
  return (
    <>
      <div className={forms.field}>
        <span className={forms.label} id="visit-date-label">
          Visit date *
        </span>
        <Controller
          control={control}
          name="selectedDate"
          render={({ field }) => (
            <VisitDatePicker
              value={field.value}
              window={window}
              days={days}
              waitingList={waitingList}
              labelledBy="visit-date-label"
              onChange={(date) => {
                field.onChange(date)
                // A new date clears the chosen slot.
                setValue('selectedTime', undefined)
              }}
            />
          )}
        />
        {selectedDate ? <p className={forms.hint}>Selected: {format(parseISO(selectedDate), 'EEEE d MMMM yyyy')}</p> : null}
        {dateError}
      </div>
      {chosenDay && chosenDay.restricted.length > 0 ? (
        <div className={styles.note} role="note">
          <strong>Limited Availability</strong>
          <p style={{ margin: 0 }}>This date has restricted availability. Please contact us for more information.</p>
        </div>
      ) : null}
      {requiresSlot ? (
        daySessions ? (
          <SlotChooser
            date={daySessions.date}
            dateText={format(parseISO(daySessions.date), 'EEEE d MMMM yyyy')}
            waitingList={waitingList}
            sessions={daySessions.sessions}
            selected={selectedTime}
            groupChildren={groupChildren}
            lowThreshold={lowThreshold}
            onSelect={(label) => setValue('selectedTime', label, { shouldValidate: true })}
          />
        ) : (
          <p role="status">Loading sessions…</p>
        )
      ) : null}
      {!requiresSlot && waitingList && daySessions ? <FullDayWaitingList day={daySessions} groupChildren={groupChildren} /> : null}
      {timeError}
      <div className={styles.banner}>
        <strong>{isEventDay && eventTitle ? eventTitle : 'Session information'}</strong>
        <p style={{ margin: 0 }}>
          {requiresSlot ? 'Timed sessions of 2 hours.' : dayArrivalText(arrival, daySessions, selectedDate)} Please arrive{' '}
          {arriveEarlyMinutes} minutes early for check-in and the safety briefing.
        </p>
      </div>
    </>
  )
}
