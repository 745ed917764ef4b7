import type { Booking } from '@/payload-types'
import type { TicketLine } from './ticketLines'

/** What the family who made a booking may see of it: their own details and the visit, nothing of staff's. */
export type PublicBookingView = {
  reference: string
  status: Booking['status']
  sessionTitle: string
  date: string
  slotLabel: string
  /** On a flexible day, what the family keeps instead of the session it was seated in (docs/adr/0016). */
  arrivalTimes: string | null
  children: number
  adults: number
  childAges: string | null
  customerName: string
  customerEmail: string
  customerPhone: string
  tickets: TicketLine[]
  totalPence: number
  finalAmountPence: number
  /** What came off the ticket total before the card paid the rest (the success page's rows). */
  promoCode: string | null
  promoDiscountPence: number
  creditSavingsPence: number
  voucherCode: string | null
  voucherAppliedPence: number
  /** The payment is being (or has been) handed back: the booking is not going ahead. */
  refunding: boolean
}

/** GET /api/bookings/confirmation?clientSecret=: the booking a payment returned to (the success page). */
export type BookingConfirmationAnswer = { booking: PublicBookingView }

/** GET /api/bookings/manage?token=: the e-mailed link's view of a booking and what cancelling it would do. */
export type ManageBookingAnswer = {
  booking: PublicBookingView
  cancellation: { allowed: boolean; refundPence: number; deadline: string; policyText: string; reason: string | null }
}

/** POST /api/bookings/cancel { token }: the booking as cancelled, and the refund on its way. */
export type CancelBookingAnswer = { booking: { reference: string; status: Booking['status'] }; refundPence: number; message: string }

/** POST /api/bookings/pay { token }: while the places are held, the payment of a booking staff took and the booking itself. */
export type PayByLinkAnswer = {
  clientSecret: string
  provider: string
  /** When the held places are released (always set while they are held). */
  holdExpiresAt: string | null
  amountPence: number
  booking: PublicBookingView
}
