import { formatPence } from '@/lib/money'
import { bookingDateBadge, shortBusinessDate } from './dateLabels'
import type { KioskTicket } from './kioskApi'
import { TICKET_USE_LABEL, ticketUse } from './ticketUse'
import * as styles from './tickets.css'

type Props = { ticket: KioskTicket; selected: boolean; onSelect: (ticketId: number) => void; now: Date }

/** One booking on the results list: the whole card is the button that selects it; a used one cannot be. */
export function TicketCard({ ticket, selected, onSelect, now }: Props) {
  const use = ticketUse(ticket)
  const used = use === 'used'
  const day = bookingDateBadge(ticket.bookingDate, now)
  return (
    <button
      type="button"
      className={used ? `${styles.card[use]} ${styles.usedCard}` : styles.card[use]}
      aria-pressed={used ? undefined : selected}
      disabled={used}
      aria-disabled={used || undefined}
      onClick={() => onSelect(ticket.id)}
    >
      <span className={styles.cardHead}>
        <span className={styles.customerName}>{ticket.customerName}</span>
        <span className={styles.statusBadge[use]}>{TICKET_USE_LABEL[use]}</span>
      </span>
      <span className={styles.facts}>
        <span className={styles.dateBadge[day.tone]}>{day.label}</span>
        <time dateTime={ticket.bookingDate}>{shortBusinessDate(ticket.bookingDate)}</time>
        <span>{ticket.arrivalTimes ?? ticket.timeSlot}</span>
      </span>
      <span className={styles.facts}>
        <span>Children: {ticket.numberOfChildren}</span>
        <span>Adults: {ticket.numberOfAdults}</span>
        <span className={styles.total}>Total Paid: {formatPence(ticket.totalAmount)}</span>
      </span>
      {used ? <span className={styles.usedStamp}>TICKET USED</span> : null}
      {selected && use === 'available' ? <span className={styles.ready}>Ready to Check In</span> : null}
    </button>
  )
}
