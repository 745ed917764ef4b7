import { Heading, Text } from '@react-email/components'
import { ArrivalSteps } from './ArrivalSteps'
import { BookingDetails } from './BookingDetails'
import { CheckInQrCode } from './CheckInQrCode'
import { EmailLayout, styles } from '@plugins/email'
import { ManageBooking } from './ManageBooking'
import type { ReminderEmailInput } from './types'
import { VenueDirections } from './VenueDirections'
import { visitTimeShort } from './visitTime'

/** Sent the day before. A cancellation this late is not refunded, which the policy text says. */
export function BookingReminderEmail({ booking, venue, manageUrl, arriveEarlyMinutes, cancellationPolicy }: ReminderEmailInput) {
  const preview = `See you tomorrow, ${visitTimeShort(booking)}. Bring socks and your QR code.`
  return (
    <EmailLayout preview={preview} venue={venue}>
      <Heading as="h1" style={styles.heading}>
        See you tomorrow!
      </Heading>
      <Text style={styles.text}>Hi {booking.customerName}, your play session is tomorrow.</Text>
      <BookingDetails booking={booking} />
      <ArrivalSteps
        arrival={booking.arrival}
        heading="Before you set off"
        arriveEarlyMinutes={arriveEarlyMinutes}
        reference={booking.reference}
      />
      <CheckInQrCode reference={booking.reference} />
      <VenueDirections venue={venue} />
      <ManageBooking manageUrl={manageUrl} cancellationPolicy={cancellationPolicy} />
    </EmailLayout>
  )
}
