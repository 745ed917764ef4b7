import { Heading, Text } from '@react-email/components'
import { longDate } from '@/lib/time/formatDate'
import { ArrivalSteps } from './ArrivalSteps'
import { BookingDetails } from './BookingDetails'
import { CheckInQrCode } from './CheckInQrCode'
import { EmailLayout, styles } from '@plugins/email'
import { ManageBooking } from './ManageBooking'
import { OrderSummary } from './OrderSummary'
import { visitTimeShort } from './visitTime'
import type { ConfirmationEmailInput } from './types'
import { VenueDirections } from './VenueDirections'

export function BookingConfirmationEmail({ booking, venue, manageUrl, arriveEarlyMinutes, cancellationPolicy }: ConfirmationEmailInput) {
  const preview = `Your play session on ${longDate(booking.date)}, ${visitTimeShort(booking)}, is booked. Reference ${booking.reference}.`
  return (
    <EmailLayout preview={preview} venue={venue}>
      <Heading as="h1" style={styles.heading}>
        Booking Confirmed!
      </Heading>
      <Text style={styles.text}>Hi {booking.customerName},</Text>
      <Text style={styles.text}>Thank you for booking. We can&apos;t wait to see you. Here are your booking details.</Text>
      <BookingDetails booking={booking} />
      <OrderSummary booking={booking} />
      <VenueDirections venue={venue} />
      <ArrivalSteps
        arrival={booking.arrival}
        heading="What Happens Next?"
        arriveEarlyMinutes={arriveEarlyMinutes}
        reference={booking.reference}
      />
      <CheckInQrCode reference={booking.reference} />
      <ManageBooking manageUrl={manageUrl} cancellationPolicy={cancellationPolicy} />
    </EmailLayout>
  )
}
