import { arrivalSentence, arrivalTimesText } from '../domain/arrivalWindow'
import type { EmailBooking } from './types'

/** 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in' on a flexible day, else the session chosen. */
export function visitTime(booking: Pick<EmailBooking, 'arrival' | 'slotLabel'>): string {
  return booking.arrival ? arrivalTimesText(booking.arrival) : booking.slotLabel
}

/** The same, short enough for a subject line: 'arrive 9:30 AM - 3:30 PM' or the session. */
export function visitTimeShort(booking: Pick<EmailBooking, 'arrival' | 'slotLabel'>): string {
  if (!booking.arrival) return booking.slotLabel
  return `arrive any time ${arrivalSentence(booking.arrival).replace('arrive any time between ', '').replace(' and ', ' - ')}`
}
