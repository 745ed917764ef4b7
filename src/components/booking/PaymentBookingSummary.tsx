import { card } from '@/styles/primitives.css'
import type { PendingBooking } from './pendingBooking'
import { PriceAdjustmentRows } from './PriceAdjustmentRows'
import { SessionDetailsList } from './SessionDetailsList'

/** /payment's summary of what is being paid for, from the pending booking in session storage. */
export function PaymentBookingSummary({ pending }: { pending: PendingBooking | null }) {
  if (!pending) return <section className={card}>Your booking details are shown on the confirmation page.</section>
  return (
    <section className={card} aria-labelledby="payment-summary">
      <h2 id="payment-summary" style={{ fontSize: '1.25rem' }}>
        Booking Summary
      </h2>
      <SessionDetailsList details={pending.sessionDetails} totalLabel="Total">
        {pending.adjustments ? <PriceAdjustmentRows adjustments={pending.adjustments} /> : null}
      </SessionDetailsList>
    </section>
  )
}
