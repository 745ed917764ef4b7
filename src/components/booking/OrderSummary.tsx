import { formatPence } from '@/lib/money'
import { card } from '@/styles/primitives.css'
import * as styles from './booking.css'

export type TicketOption = {
  key: string
  title: string
  description: string | null
  pricePence: number
  feePence: number
  ageRange: string | null
  countsAsChild: boolean
}

export function orderTotalPence(tickets: TicketOption[], quantities: Record<string, number>): number {
  return tickets.reduce((sum, ticket) => sum + (quantities[ticket.key] ?? 0) * (ticket.pricePence + ticket.feePence), 0)
}

export function OrderSummary({
  tickets,
  quantities,
  promo,
  voucher,
  children,
}: {
  tickets: TicketOption[]
  quantities: Record<string, number>
  /** An applied promo code and its discount, as the server quoted it. */
  promo?: { code: string; discountPence: number } | null
  /** An applied gift voucher and what it pays, as the page estimates it (the booking spends it again). */
  voucher?: { code: string; appliedPence: number } | null
  children?: React.ReactNode
}) {
  const listTotal = orderTotalPence(tickets, quantities)
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
      {promo ? (
        <div className={styles.summaryRow}>
          <span>Promo code {promo.code}</span>
          <span data-testid="order-discount">−{formatPence(promo.discountPence)}</span>
        </div>
      ) : null}
      {voucher ? (
        <div className={styles.summaryRow}>
          <span>Gift voucher {voucher.code}</span>
          <span data-testid="order-voucher">−{formatPence(voucher.appliedPence)}</span>
        </div>
      ) : null}
      <div className={styles.total}>
        <span>Total</span>
        <span data-testid="order-total">
          {formatPence(Math.max(0, listTotal - (promo?.discountPence ?? 0) - (voucher?.appliedPence ?? 0)))}
        </span>
      </div>
      {children}
    </section>
  )
}
