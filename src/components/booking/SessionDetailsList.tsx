import { format, isValid, parseISO } from 'date-fns'
import type { ReactNode } from 'react'
import type { PendingBooking } from './pendingBooking'

/** 'Saturday 5 December 2026'; the stored text as it is if it is not a date. */
const longDate = (date: string) => (isValid(parseISO(date)) ? format(parseISO(date), 'EEEE d MMMM yyyy') : date)

/** The session lines the payment summary and the confirmation both show; extra rows go before the total. */
export function SessionDetailsList({
  details,
  totalLabel,
  children,
}: {
  details: PendingBooking['sessionDetails']
  totalLabel: string
  children?: ReactNode
}) {
  return (
    <dl>
      <dt>Session</dt>
      <dd>{details.title}</dd>
      <dt>Date</dt>
      <dd>
        <time dateTime={details.selectedDate}>{longDate(details.selectedDate)}</time>
      </dd>
      {details.selectedTime ? (
        <>
          <dt>Time</dt>
          <dd>{details.selectedTime}</dd>
        </>
      ) : null}
      <dt>Children</dt>
      <dd>
        {details.numberOfChildren}
        {details.childAges ? ` (ages ${details.childAges})` : ''}
      </dd>
      {children}
      <dt>{totalLabel}</dt>
      <dd>
        <strong>£{details.totalAmount.toFixed(2)}</strong>
      </dd>
    </dl>
  )
}
