import { longDate } from '@/lib/time/formatDate'
import type { EmailBooking } from './types'
import { visitTimeShort } from './visitTime'

export const confirmationSubject = (booking: EmailBooking) =>
  `Booking confirmed: ${longDate(booking.date)} ${visitTimeShort(booking)} (${booking.reference})`

export const reminderSubject = (booking: EmailBooking) => `See you tomorrow: ${visitTimeShort(booking)} (${booking.reference})`

export const cancellationSubject = (booking: EmailBooking) => `Booking cancelled: ${booking.reference}`

export const paymentLinkSubject = (booking: EmailBooking) => `Pay to confirm your booking: ${longDate(booking.date)} (${booking.reference})`
