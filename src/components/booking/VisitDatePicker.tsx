'use client'

import { format, parseISO } from 'date-fns'
import { DayPicker, labelDayButton, type Modifiers } from 'react-day-picker'
import 'react-day-picker/style.css'
import type { DayAvailability } from './bookingApi'
import { isDayDisabled } from './isDayDisabled'
import * as styles from './booking.css'

type Props = {
  value: string
  onChange: (date: string) => void
  /** The booking window in business dates, both ends included. */
  window: { first: string; last: string }
  /** The month call's answer by date; a day it does not know stays selectable (the server still checks). */
  days: Map<string, DayAvailability>
  /** Full normal days can be chosen, to join their waiting list (ADR 0033). */
  waitingList: boolean
  labelledBy: string
}

const ymd = (date: Date) => format(date, 'yyyy-MM-dd')

/** The visit date: one month of react-day-picker, past and out-of-window days disabled, full days marked. */
export function VisitDatePicker({ value, onChange, window, days, waitingList, labelledBy }: Props) {
  const isFull = (date: Date) => days.get(ymd(date))?.full === true
  return (
    <DayPicker
      mode="single"
      aria-labelledby={labelledBy}
      selected={value ? parseISO(value) : undefined}
      defaultMonth={value ? parseISO(value) : parseISO(window.first)}
      startMonth={parseISO(window.first)}
      endMonth={parseISO(window.last)}
      disabled={(date: Date) => isDayDisabled(ymd(date), window, days, { waitingList })}
      modifiers={{ full: isFull }}
      modifiersClassNames={{ full: styles.fullDay }}
      labels={{
        labelDayButton: (date: Date, modifiers: Modifiers) =>
          `${labelDayButton(date, modifiers)}${modifiers.full ? (waitingList ? ', full: waiting list' : ', full') : ''}`,
      }}
      onSelect={(date) => onChange(date ? ymd(date) : '')}
    />
  )
}
