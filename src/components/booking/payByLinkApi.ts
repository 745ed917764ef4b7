import type { PayByLinkAnswer } from '@plugins/booking/contract'
import type { PendingBooking } from './pendingBooking'

export type { PayByLinkAnswer } from '@plugins/booking/contract'

/**
 * What /booking-success reads from session storage: the booking as the server gave it, with the
 * payment's client secret, so the confirmation page asks the server for the truth after paying.
 */
export function pendingFromPayLink(answer: PayByLinkAnswer): PendingBooking {
  const { booking } = answer
  const totalAmount = answer.amountPence / 100
  return {
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    selectedDate: booking.date,
    selectedTime: booking.slotLabel,
    childAges: booking.childAges ?? '',
    agreeToTerms: true,
    ticketQuantities: {},
    totalAmount,
    loyaltyOptIn: false,
    bookingId: 0,
    reference: booking.reference,
    clientSecret: answer.clientSecret,
    paymentDetails: { originalAmount: answer.amountPence, finalAmount: answer.amountPence, sessionCreditsUsed: 0, creditSavings: 0 },
    sessionDetails: {
      title: booking.sessionTitle,
      selectedDate: booking.date,
      selectedTime: booking.arrivalTimes ?? booking.slotLabel,
      numberOfChildren: booking.children,
      childAges: booking.childAges ?? '',
      totalAmount,
    },
  }
}
