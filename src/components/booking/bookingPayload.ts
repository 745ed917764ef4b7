import type { BookingCreated } from './bookingApi'
import type { PendingBooking } from './pendingBooking'

export type BookingDetails = {
  customerName: string
  customerEmail: string
  customerPhone: string
  selectedDate: string
  selectedTime?: string
  specialRequests?: string
  childAges?: string
  loyaltyOptIn: boolean
}

export type BookingPayload = Omit<PendingBooking, 'bookingId' | 'reference' | 'paymentDetails' | 'sessionDetails'>

/** The spec's booking payload: the form, the resolved slot (only when one was chosen), the tickets and the page's total in pounds. */
export function buildBookingPayload(
  details: BookingDetails,
  ticketQuantities: Record<string, number>,
  totalPence: number,
  promoCode?: string,
  voucherCode?: string,
): BookingPayload {
  return {
    customerName: details.customerName,
    customerEmail: details.customerEmail,
    customerPhone: details.customerPhone,
    selectedDate: details.selectedDate,
    ...(details.selectedTime ? { selectedTime: details.selectedTime } : {}),
    specialRequests: details.specialRequests ?? '',
    ...(details.childAges ? { childAges: details.childAges } : {}),
    agreeToTerms: true,
    ticketQuantities,
    totalAmount: totalPence / 100,
    loyaltyOptIn: details.loyaltyOptIn,
    // The server prices the code; `totalAmount` stays the tickets' total before any discount.
    ...(promoCode ? { promoCode } : {}),
    // A gift voucher pays what is left after the promo code and credits, up to its balance.
    ...(voucherCode ? { voucherCode } : {}),
  }
}

/** What /payment and /booking-success read from session storage. */
export function buildPendingBooking(
  payload: BookingPayload,
  created: BookingCreated,
  session: { title: string; numberOfChildren: number },
): PendingBooking {
  return {
    ...payload,
    bookingId: created.bookingId,
    reference: created.reference,
    ...(created.clientSecret ? { clientSecret: created.clientSecret } : {}),
    paymentDetails: {
      originalAmount: created.originalAmount,
      finalAmount: created.finalAmount,
      sessionCreditsUsed: created.sessionCreditsUsed,
      creditSavings: created.creditSavings,
    },
    adjustments: {
      promoCode: created.promoCode ?? null,
      promoDiscountPence: created.promoDiscount ?? 0,
      creditSavingsPence: created.creditSavings,
      voucherCode: created.voucherCode ?? null,
      voucherAppliedPence: created.voucherApplied ?? 0,
    },
    sessionDetails: {
      title: session.title,
      selectedDate: payload.selectedDate,
      selectedTime: payload.selectedTime ?? '',
      numberOfChildren: session.numberOfChildren,
      childAges: payload.childAges ?? '',
      totalAmount: created.finalAmount / 100,
    },
  }
}
