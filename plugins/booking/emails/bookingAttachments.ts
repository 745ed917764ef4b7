import { bookingCalendarEvent } from './bookingCalendarEvent'
import { BOOKING_QR_CID, bookingQrPng } from './bookingQrCode'
import type { EmailAttachment, EmailBooking, EmailVenue } from './types'

/** The confirmation's and reminder's attachments: the calendar file and the inline check-in QR code. */
export async function bookingAttachments(booking: EmailBooking, venue: EmailVenue, arriveEarlyMinutes: number): Promise<EmailAttachment[]> {
  return [
    {
      filename: `booking-${booking.reference}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: bookingCalendarEvent(booking, venue, arriveEarlyMinutes),
    },
    {
      filename: `${BOOKING_QR_CID}.png`,
      contentType: 'image/png',
      cid: BOOKING_QR_CID,
      content: await bookingQrPng(booking.reference),
    },
  ]
}
