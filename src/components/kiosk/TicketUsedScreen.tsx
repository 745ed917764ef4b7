'use client'

import { shortBusinessDate } from './dateLabels'
import type { KioskTicket } from './kioskApi'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'

/** A checked-out ticket can never be used again (seed 001 §4). */
export function TicketUsedScreen({ ticket, onDone }: { ticket: KioskTicket; onDone: () => void }) {
  const heading = useFocusOnMount<HTMLHeadingElement>()
  return (
    <section className={styles.panel} aria-labelledby="kiosk-used-heading">
      <h1 id="kiosk-used-heading" ref={heading} tabIndex={-1} className={styles.title}>
        Ticket Already Used
      </h1>
      <p className={styles.lead}>
        This ticket for {ticket.timeSlot} on <time dateTime={ticket.bookingDate}>{shortBusinessDate(ticket.bookingDate)}</time> has already
        been used and cannot be used again.
      </p>
      <p className={styles.text}>If you think this is a mistake, please ask a member of staff.</p>
      <div className={styles.row}>
        <button type="button" className={styles.button.primary} onClick={onDone}>
          Start Again
        </button>
      </div>
    </section>
  )
}
