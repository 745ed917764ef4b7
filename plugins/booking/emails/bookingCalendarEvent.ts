import { createEvent } from 'ics'
import type { EmailBooking, EmailVenue } from './types'
import { venueInstant } from '@/lib/time/businessDate'
import { visitTime } from './visitTime'

/**
 * The booking as an iCalendar file (text) for the e-mail's .ics attachment. The start is written
 * in UTC so every calendar shows it at the venue's wall-clock time across BST and GMT.
 */
export function bookingCalendarEvent(booking: EmailBooking, venue: EmailVenue, arriveEarlyMinutes?: number): string {
  // ics writes 0, negative or fractional durations as given ('PT', 'PT-5M'), which calendars reject.
  if (!Number.isInteger(booking.sessionMinutes) || booking.sessionMinutes <= 0) {
    throw new RangeError(`Booking ${booking.reference}: session length must be a positive number of minutes, not ${booking.sessionMinutes}`)
  }
  const arrival =
    arriveEarlyMinutes === undefined
      ? 'Please arrive a little early for check-in and the safety briefing.'
      : `Please arrive ${arriveEarlyMinutes} minutes early for check-in and the safety briefing.`
  // A flexible day's event runs from the first arrival to the end of play after the last one.
  const window = booking.arrival
  const start = venueInstant(booking.date, window ? window.from : booking.slotStart)
  const minutes = window
    ? (venueInstant(booking.date, window.until).getTime() - start.getTime()) / 60_000 + window.playMinutes
    : booking.sessionMinutes
  const when = window ? `${visitTime(booking)}.\n` : ''
  const { error, value } = createEvent({
    productId: 'playcentre/booking',
    method: 'PUBLISH',
    uid: `${booking.reference}@${new URL(venue.siteUrl).host}`,
    title: `Play session at ${venue.name}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    location: venue.addressLines.join(', '),
    description: `Booking reference: ${booking.reference}\n${when}${arrival}\nShow your QR code or reference at the check-in kiosk.`,
    status: 'CONFIRMED',
  })
  if (error || !value) {
    throw new Error(`Could not create the calendar event for booking ${booking.reference}: ${error?.message ?? 'no output'}`)
  }
  return value
}
