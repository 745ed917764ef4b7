'use client'

import { useState } from 'react'
import type { KioskTicket } from './kioskApi'
import { StatusLegend } from './StatusLegend'
import { TicketCard } from './TicketCard'
import { useFocusOnMount } from './useFocusOnMount'
import * as styles from './kiosk.css'
import * as tickets from './tickets.css'

type Props = {
  found: KioskTicket[]
  selectedId: number | null
  onSelect: (ticketId: number) => void
  /** False when the search's parties are listed above and take the focus instead. */
  focusHeading?: boolean
}

/** 'Your Bookings (N found)': mounted afresh for each search, so focus lands on its heading. */
export function TicketResults({ found, selectedId, onSelect, focusHeading = true }: Props) {
  const heading = useFocusOnMount<HTMLHeadingElement>(focusHeading)
  // The date labels are worked out once per search, against the venue's today at that moment.
  const [now] = useState(() => new Date())
  return (
    <section className={styles.panel} aria-labelledby="kiosk-results-heading">
      <h2 id="kiosk-results-heading" ref={heading} tabIndex={-1} className={styles.subtitle}>
        Your Bookings ({found.length} found)
      </h2>
      <StatusLegend />
      <ul className={tickets.grid}>
        {found.map((ticket) => (
          <li key={ticket.id}>
            <TicketCard ticket={ticket} selected={ticket.id === selectedId} onSelect={onSelect} now={now} />
          </li>
        ))}
      </ul>
    </section>
  )
}
