'use client'

import { childTicketPrices } from '@plugins/booking/contract'
import type { CreditOffer } from '@plugins/credits/contract'
import { BookingCreditsCard } from '@/components/credits/BookingCreditsCard'
import { BulkCreditsPromo } from '@/components/credits/BulkCreditsPromo'
import { formatPence } from '@/lib/money'
import { button, card } from '@/styles/primitives.css'
import * as styles from './booking.css'
import { OrderSummary, type TicketOption } from './OrderSummary'

type Props = {
  tickets: TicketOption[]
  quantities: Record<string, number>
  onChange: (key: string, quantity: number) => void
  arrivalText: string
  creditOffer: CreditOffer
  onContinue: () => void
}

/** Step 1: how many of each ticket. Quantities start at 0 and never go below it. */
export function TicketStep({ tickets, quantities, onChange, arrivalText, creditOffer, onContinue }: Props) {
  return (
    <div className={styles.layout}>
      <div className={styles.stack}>
        <h2>Choose your tickets</h2>
        <ul className={styles.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tickets.map((ticket) => {
            const quantity = quantities[ticket.key] ?? 0
            return (
              <li key={ticket.key} className={`${card} ${styles.ticket}`}>
                <div>
                  <h3 style={{ margin: 0 }}>{ticket.title}</h3>
                  {ticket.description ? <p style={{ margin: 0 }}>{ticket.description}</p> : null}
                  <p style={{ margin: 0, fontWeight: 800 }}>{formatPence(ticket.pricePence + ticket.feePence)}</p>
                </div>
                <div className={styles.counter}>
                  <button
                    type="button"
                    className={styles.countButton}
                    aria-label={`Remove one ${ticket.title}`}
                    disabled={quantity === 0}
                    onClick={() => onChange(ticket.key, Math.max(0, quantity - 1))}
                  >
                    −
                  </button>
                  <output className={styles.count} aria-live="polite" aria-label={`${ticket.title}: ${quantity}`}>
                    {quantity}
                  </output>
                  <button
                    type="button"
                    className={styles.countButton}
                    aria-label={`Add one ${ticket.title}`}
                    onClick={() => onChange(ticket.key, quantity + 1)}
                  >
                    +
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
        <p className={styles.banner} role="note">
          {arrivalText}
        </p>
        <BulkCreditsPromo offer={creditOffer} />
        <BookingCreditsCard childTicketPrices={childTicketPrices(quantities, tickets)} creditValuePence={creditOffer.creditValuePence} />
        <section className={card} aria-labelledby="party-bookings">
          <h3 id="party-bookings">Planning a birthday party?</h3>
          <p>Party packages are arranged with our team rather than booked here.</p>
          <a href="/party-booking" className={button.outline}>
            Contact Us for Party Booking
          </a>
        </section>
      </div>
      <div className={styles.sticky}>
        <OrderSummary tickets={tickets} quantities={quantities}>
          <button type="button" className={button.primary} style={{ width: '100%', marginTop: '1rem' }} onClick={onContinue}>
            Continue to Booking
          </button>
        </OrderSummary>
      </div>
    </div>
  )
}
