import { Button, Heading, Link, Section, Text } from '@react-email/components'
import { longDate } from '@/lib/time/formatDate'
import { BookingDetails } from './BookingDetails'
import { EmailLayout, styles } from '@plugins/email'
import { creditsReturnedMessage, refundMessage } from './refundMessage'
import type { CancellationEmailInput } from './types'

const WHO_CANCELLED = {
  customer: 'As you asked, we have cancelled your booking.',
  staff: 'We are sorry: our team has had to cancel your booking. If you were not expecting this, please get in touch.',
} as const satisfies Record<CancellationEmailInput['cancelledBy'], string>

export function BookingCancelledEmail({ booking, venue, refundPence, creditsReturned, refundNote, cancelledBy }: CancellationEmailInput) {
  const bookingUrl = `${venue.siteUrl}/booking`
  const credits = creditsReturnedMessage(creditsReturned)
  return (
    <EmailLayout preview={`Your booking ${booking.reference} on ${longDate(booking.date)} has been cancelled.`} venue={venue}>
      <Heading as="h1" style={styles.heading}>
        Booking Cancelled
      </Heading>
      <Text style={styles.text}>Hi {booking.customerName},</Text>
      <Text style={styles.text}>{WHO_CANCELLED[cancelledBy]}</Text>
      <BookingDetails booking={booking} />
      <Heading as="h2" style={styles.subheading}>
        Your refund
      </Heading>
      <Text style={styles.text}>{refundMessage(refundPence, refundNote)}</Text>
      {credits ? <Text style={styles.text}>{credits}</Text> : null}
      <Heading as="h2" style={styles.subheading}>
        Come another day
      </Heading>
      <Text style={styles.text}>
        We would love to see you soon. Book a new session at{' '}
        <Link href={bookingUrl} style={styles.link}>
          {bookingUrl}
        </Link>
      </Text>
      <Section style={{ ...styles.centred, margin: '8px 0 12px' }}>
        <Button href={bookingUrl} style={styles.button}>
          Book another session
        </Button>
      </Section>
    </EmailLayout>
  )
}
