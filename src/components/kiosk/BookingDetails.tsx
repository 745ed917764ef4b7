import { formatPence } from '@/lib/money'
import { bookingDateBadge, shortBusinessDate } from './dateLabels'
import type { KioskTicket } from './kioskApi'
import * as styles from './kiosk.css'

/** The selected booking, as the family checks it before going on. */
export function BookingDetails({ ticket }: { ticket: KioskTicket }) {
  return (
    <dl className={styles.details}>
      <dt>Name</dt>
      <dd>{ticket.customerName}</dd>
      <dt>Date</dt>
      <dd>
        {bookingDateBadge(ticket.bookingDate).label}, <time dateTime={ticket.bookingDate}>{shortBusinessDate(ticket.bookingDate)}</time>
      </dd>
      <dt>Time</dt>
      <dd>{ticket.arrivalTimes ?? ticket.timeSlot}</dd>
      <dt>Children</dt>
      <dd>{ticket.numberOfChildren}</dd>
      <dt>Adults</dt>
      <dd>{ticket.numberOfAdults}</dd>
      <dt>Total Paid</dt>
      <dd>{formatPence(ticket.totalAmount)}</dd>
      <dt>Reference</dt>
      <dd>{ticket.reference}</dd>
    </dl>
  )
}
