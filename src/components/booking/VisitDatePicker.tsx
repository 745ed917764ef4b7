'use client'

import { format, parseISO } from 'date-fns'
import { DayPicker } from 'react-day-picker'
import 'react-day-picker/style.css'
import type { DayAvailability } from './bookingApi'
import { isDayDisabled } from './isDayDisabled'

type Props = {
  value: string
  onChange: (date: string) => void
  /** The booking window in business dates, both ends included. */
  window: { first: string; last: string }
  /** The month call's answer by date; a day it does not know stays selectable (the server still checks). */
  days: Map<string, DayAvailability>
  labelledBy: string
}

const ymd = (date: Date) => format(date, 'yyyy-MM-dd')

/** The visit date: one month of react-day-picker, past and out-of-window days disabled. */
export function VisitDatePicker({ value, onChange, window, days, labelledBy }: Props) {
  return (
    <DayPicker
      mode="single"
      aria-labelledby={labelledBy}
      selected={value ? parseISO(value) : undefined}
      defaultMonth={value ? parseISO(value) : parseISO(window.first)}
      startMonth={parseISO(window.first)}
      endMonth={parseISO(window.last)}
      disabled={(date: Date) => isDayDisabled(ymd(date), window, days)}
      onSelect={(date) => onChange(date ? ymd(date) : '')}
    />
  )
}
