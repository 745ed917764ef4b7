import type { PriceAdjustments } from './priceAdjustments'
/** The pending booking the spec keeps in session storage between /booking, /payment and /booking-success. */
export type PendingBooking = {
  customerName: string
  customerEmail: string
  customerPhone: string
  selectedDate: string
  selectedTime?: string
  specialRequests?: string
  childAges?: string
  agreeToTerms: boolean
  ticketQuantities: Record<string, number>
  /** Pounds, as the page computed it. */
  totalAmount: number
  loyaltyOptIn: boolean
  /** The promo code sent with the booking, if any (the server priced it). */
  promoCode?: string
  voucherCode?: string
  bookingId: number
  reference: string
  /** The payment's client secret: lets /booking-success ask the server for this booking's truth. */
  clientSecret?: string
  paymentDetails: { originalAmount: number; finalAmount: number; sessionCreditsUsed: number; creditSavings: number }
  /** What the server took off the total (promo, credits, voucher), for the summary's rows. */
  adjustments?: PriceAdjustments
  sessionDetails: {
    title: string
    selectedDate: string
    selectedTime: string
    numberOfChildren: number
    childAges: string
    totalAmount: number
  }
}

export const PENDING_BOOKING_KEY = 'pendingBooking'

let taken: { booking: PendingBooking | null } | undefined

export function savePendingBooking(booking: PendingBooking): void {
  sessionStorage.setItem(PENDING_BOOKING_KEY, JSON.stringify(booking))
  taken = undefined
}

export function readPendingBooking(): PendingBooking | null {
  try {
    const raw = sessionStorage.getItem(PENDING_BOOKING_KEY)
    return raw ? (JSON.parse(raw) as PendingBooking) : null
  } catch {
    return null
  }
}

/**
 * Reads it once and removes it, as the confirmation page does. The answer is kept for the rest of
 * the page's life, so a re-render (or React's double render in development) shows the same booking.
 */
export function takePendingBooking(): PendingBooking | null {
  if (!taken) {
    taken = { booking: readPendingBooking() }
    sessionStorage.removeItem(PENDING_BOOKING_KEY)
  }
  return taken.booking
}
