import type { ReactNode } from 'react'
import type { PendingBooking } from './pendingBooking'

/** The session lines the payment summary and the confirmation both show; extra rows go before the total. */
export function SessionDetailsList({ details, totalLabel, children }: { details: PendingBooking['sessionDetails']; totalLabel: string; children?: ReactNode }) {
  return (
    <dl>
      <dt>Session</dt>
      <dd>{details.title}</dd>
      <dt>Date</dt>
      <dd>{details.selectedDate}</dd>
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
