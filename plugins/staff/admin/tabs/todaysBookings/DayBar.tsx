'use client'

import type { ReactElement } from 'react'
import { addBusinessDays } from '@/lib/time/businessDate'
import * as css from '../../staff.css'

export const DATE = /^\d{4}-\d{2}-\d{2}$/

/** The day shown: the one before, today, the one after, or any day picked. */
export function DayBar({
  day,
  today,
  dayId,
  showDay,
}: {
  day: string
  today: string
  dayId: string
  showDay: (date: string) => void
}): ReactElement {
  return (
    <div className={`${css.row} ${css.noPrint}`} role="group" aria-label="Day shown">
      <button type="button" className={css.button} onClick={() => showDay(addBusinessDays(day, -1))}>
        ← Previous day
      </button>
      <button type="button" className={css.button} onClick={() => showDay(today)} disabled={day === today}>
        Today
      </button>
      <button type="button" className={css.button} onClick={() => showDay(addBusinessDays(day, 1))}>
        Next day →
      </button>
      <label htmlFor={dayId}>Day</label>
      <input
        id={dayId}
        className={css.input}
        type="date"
        value={day}
        onChange={(event) => (DATE.test(event.target.value) ? showDay(event.target.value) : undefined)}
      />
    </div>
  )
}
