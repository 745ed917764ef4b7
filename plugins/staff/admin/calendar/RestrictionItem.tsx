'use client'

import type { ReactElement, ReactNode } from 'react'
import type { StaffRestriction } from '../../domain/restrictionApi'
import * as css from '../staff.css'
import { longDay } from './calendarDates'

/** One blocked slot in a list: what, why, who, and its Unblock button (busy while its call is under way). */
export function RestrictionItem({
  restriction,
  busy,
  onUnblock,
  lead,
}: {
  restriction: StaffRestriction
  busy: boolean
  onUnblock: () => void
  lead?: ReactNode
}): ReactElement {
  return (
    <li className={css.listItem}>
      <span>
        {lead}
        <strong>{restriction.timeSlot}</strong>: {restriction.reason}
        {restriction.description ? ` (${restriction.description})` : ''}
        {restriction.createdBy ? <span className={css.subtle}> · by {restriction.createdBy}</span> : null}
      </span>
      <button
        type="button"
        className={css.button}
        onClick={onUnblock}
        disabled={busy}
        aria-label={`Unblock ${restriction.timeSlot} on ${longDay(restriction.date)}`}
      >
        {busy ? 'Unblocking…' : 'Unblock'}
      </button>
    </li>
  )
}
