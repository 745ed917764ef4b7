import { longDate } from '@/lib/time/formatDate'
import type { EmailBooking } from './types'

export const confirmationSubject = (booking: EmailBooking) =>
  `Booking confirmed: ${longDate(booking.date)} ${booking.slotLabel} (${booking.reference})`

export const reminderSubject = (booking: EmailBooking) => `See you tomorrow: ${booking.slotLabel} (${booking.reference})`

export const cancellationSubject = (booking: EmailBooking) => `Booking cancelled: ${booking.reference}`
