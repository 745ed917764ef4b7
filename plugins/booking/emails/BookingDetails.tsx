import { Section, Text } from '@react-email/components'
import { longDate } from '@/lib/time/formatDate'
import { styles } from '@plugins/email'
import type { EmailBooking } from './types'
import { visitTime } from './visitTime'

/** Which visit this e-mail is about: reference, date and time. */
export function BookingDetails({ booking }: { booking: EmailBooking }) {
  return (
    <Section>
      <Text style={styles.detail}>
        <strong>Booking reference:</strong> {booking.reference}
      </Text>
      <Text style={styles.detail}>
        <strong>Date:</strong> {longDate(booking.date)}
      </Text>
      <Text style={styles.detail}>
        <strong>Time:</strong> {visitTime(booking)}
      </Text>
    </Section>
  )
}
