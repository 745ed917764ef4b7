import type { ManagedBooking } from './manageBookingApi'
import type { PendingBooking } from './pendingBooking'

/** POST /api/bookings/pay's answer while the places are held (plugins/booking/endpoints/payByLink.ts). */
export type PayByLinkAnswer = {
  clientSecret: string
  provider: 'test' | 'stripe'
  holdExpiresAt: string
  amountPence: number
  booking: ManagedBooking & { customerEmail: string; customerPhone: string; childAges: string | null }
}

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
