'use client'

import type { ReactElement } from 'react'
import * as css from '../../staff.css'
import { isVisitStatus, STATUS_LABEL, statusLabel } from './bookingColumns'

type Props = {
  filterId: string
  statusId: string
  globalFilter: string
  setGlobalFilter: (value: string) => void
  status: string
  showStatus: (value: string) => void
  dayIsOver: boolean
}

/** Find a booking, filter by visit status, print the list. */
export function BookingsToolbar({ filterId, statusId, globalFilter, setGlobalFilter, status, showStatus, dayIsOver }: Props): ReactElement {
  return (
    <div className={`${css.row} ${css.noPrint}`}>
      <label htmlFor={filterId}>Find</label>
      <input
        id={filterId}
        className={css.input}
        type="search"
        value={globalFilter}
        onChange={(event) => setGlobalFilter(event.target.value)}
        placeholder="Name, e-mail, reference"
      />
      <label htmlFor={statusId}>Status</label>
      <select id={statusId} className={css.input} value={status} onChange={(event) => showStatus(event.target.value)}>
        <option value="">All</option>
        {Object.keys(STATUS_LABEL)
          .filter(isVisitStatus)
          .map((value) => (
            <option key={value} value={value}>
              {statusLabel(value, dayIsOver)}
            </option>
          ))}
      </select>
      <button type="button" className={css.button} onClick={() => window.print()}>
        Print
      </button>
    </div>
  )
}
