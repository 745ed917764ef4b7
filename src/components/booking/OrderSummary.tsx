import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import * as styles from './booking.css'

export type TicketOption = { key: string; title: string; description: string | null; pricePence: number; feePence: number; ageRange: string | null; countsAsChild: boolean }

export function orderTotalPence(tickets: TicketOption[], quantities: Record<string, number>): number {
  return tickets.reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0) * (ticket.pricePence + ticket.feePence), 0)
}

export function OrderSummary({ tickets, quantities, children }: { tickets: TicketOption[]; quantities: Record<string, number>; children?: React.ReactNode }) {
  const chosen = tickets.filter((ticket) => (quantities[ticket.key] ?? 0) > 0)
  return (
    <section className={card} aria-labelledby="order-summary">
      <h2 id="order-summary" style={{ fontSize: '1.25rem' }}>
        Order Summary
      </h2>
      {chosen.length === 0 ? (
        <p>No tickets selected yet.</p>
      ) : (
        chosen.map((ticket) => (
          <div key={ticket.key} className={styles.summaryRow}>
            <span>
              {quantities[ticket.key]} × {ticket.title}
            </span>
            <span>{formatPence(quantities[ticket.key]! * (ticket.pricePence + ticket.feePence))}</span>
          </div>
        ))
      )}
      <div className={styles.total}>
        <span>Total</span>
        <span data-testid="order-total">{formatPence(orderTotalPence(tickets, quantities))}</span>
      </div>
      {children}
    </section>
  )
}
