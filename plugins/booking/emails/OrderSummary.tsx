import { Heading, Section, Text } from '@react-email/components'
import { formatPence } from '@/lib/money'
import { styles } from '@plugins/email'
import type { EmailBooking } from './types'

/** What was bought and paid: ticket lines, who is coming, credits, promo and voucher when used, and the total. */
export function OrderSummary({ booking }: { booking: EmailBooking }) {
  return (
    <Section>
      <Heading as="h2" style={styles.subheading}>
        Your tickets
      </Heading>
      {booking.tickets.map((ticket, index) => (
        <Text key={index} style={styles.detail}>
          {ticket.quantity} × {ticket.title}: {formatPence(ticket.lineTotalPence)}
        </Text>
      ))}
      <Text style={styles.detail}>
        <strong>Children:</strong> {booking.children}
        {booking.childAges ? ` (ages ${booking.childAges})` : ''}
      </Text>
      <Text style={styles.detail}>
        <strong>Adults:</strong> {booking.adults}
      </Text>
      {booking.sessionCreditsUsed > 0 ? (
        <Text style={styles.detail}>
          <strong>Session credits used:</strong> {booking.sessionCreditsUsed}
        </Text>
      ) : null}
      {booking.promoCode && (booking.promoDiscountPence ?? 0) > 0 ? (
        <Text style={styles.detail}>
          <strong>Promo code {booking.promoCode}:</strong> −{formatPence(booking.promoDiscountPence ?? 0)}
        </Text>
      ) : null}
      {booking.creditSavingsPence > 0 ? (
        <Text style={styles.detail}>
          <strong>Saved with credits:</strong> {formatPence(booking.creditSavingsPence)}
        </Text>
      ) : null}
      {booking.voucherCode && (booking.voucherAppliedPence ?? 0) > 0 ? (
        <Text style={styles.detail}>
          <strong>Paid by gift voucher ending {booking.voucherCode.slice(-4)}:</strong> {formatPence(booking.voucherAppliedPence ?? 0)}
        </Text>
      ) : null}
      <Text style={styles.total}>
        {booking.voucherCode && (booking.voucherAppliedPence ?? 0) > 0 ? 'Paid by card: ' : 'Total paid: '}
        {formatPence(booking.finalAmountPence)}
      </Text>
    </Section>
  )
}
