import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { formatPence } from '@/lib/money'
import { longDate, venueDateTimeText } from '@/lib/time/formatDate'
import { EmailLayout, styles } from '@plugins/email'
import { BookingDetails } from './BookingDetails'
import { OrderSummary } from './OrderSummary'
import type { PaymentLinkEmailInput } from './types'

/** A booking staff took on the phone: the places are held, and this link pays for them. */
export function BookingPaymentLinkEmail({ booking, venue, payUrl, holdExpiresAt, fromWaitingList }: PaymentLinkEmailInput) {
  const until = venueDateTimeText(holdExpiresAt)
  return (
    <EmailLayout
      preview={`Pay ${formatPence(booking.finalAmountPence)} by ${until} to confirm your play session on ${longDate(booking.date)}.`}
      venue={venue}
    >
      <Heading as="h1" style={styles.heading}>
        {fromWaitingList ? 'Places have come free for you' : 'Your places are held'}
      </Heading>
      <Text style={styles.text}>Hi {booking.customerName},</Text>
      {fromWaitingList ? (
        <Text style={styles.text}>
          Good news from the waiting list: places have come free in the session you were waiting for, and we are holding them for you until{' '}
          {until}. Please pay {formatPence(booking.finalAmountPence)} by then to confirm your booking; after that they are offered to the
          next family on the list. Adults are paid at the door.
        </Text>
      ) : (
        <Text style={styles.text}>
          Thank you for booking with us. We are holding your places until {until}. Please pay {formatPence(booking.finalAmountPence)} by
          then to confirm your booking; after that the places are released.
        </Text>
      )}
      <Section style={{ ...styles.centred, margin: '8px 0 12px' }}>
        <Button href={payUrl} style={styles.button}>
          Pay {formatPence(booking.finalAmountPence)} now
        </Button>
      </Section>
      <Text style={styles.text}>
        Or open this link:{' '}
        <Link href={payUrl} style={styles.link}>
          {payUrl}
        </Link>
      </Text>
      <BookingDetails booking={booking} />
      <OrderSummary booking={booking} />
      <Text style={styles.text}>
        Once you have paid, we send your confirmation with your check-in code. If you did not ask for this booking, you can ignore this
        e-mail.
      </Text>
    </EmailLayout>
  )
}
