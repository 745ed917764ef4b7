import type { CreateIntentInput } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'

type IntentBooking = Pick<Booking, 'id' | 'reference' | 'date' | 'slotLabel' | 'customerEmail' | 'finalAmountPence'>

/**
 * The one payment intent of a booking, whoever asks for it (the website's booking, or the family
 * opening a staff booking's payment link): the same idempotency key, so there is only ever one.
 * Bank debit takes days to clear, so it is offered only for visits far enough ahead.
 */
export function bookingIntentInput(booking: IntentBooking, bankDebitMinDaysAhead: number | null | undefined, now: Date): CreateIntentInput {
  return {
    amountPence: booking.finalAmountPence,
    idempotencyKey: `booking-${booking.id}`,
    metadata: { bookingId: String(booking.id), reference: booking.reference },
    description: `Play session ${booking.date} ${booking.slotLabel} (${booking.reference})`,
    receiptEmail: booking.customerEmail,
    allowBankDebit: booking.date >= addBusinessDays(businessDate(now), bankDebitMinDaysAhead ?? 5),
  }
}
