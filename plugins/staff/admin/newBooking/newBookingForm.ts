import type { StaffPayment } from '@plugins/booking/contract'
import { businessDate } from '@/lib/time/businessDate'

/** What the New booking dialog reads and keeps: the tickets on sale, a promo quote, the booking made. */
export type TicketType = { key: string; title: string; pricePence: number; feePence: number; active?: boolean | null }
export type PromoQuote = { key: string; promoCode: string; discountPence: number; totalPence: number; message: string }
export type Created = {
  bookingId: number
  reference: string
  date: string
  timeSlot: string
  finalAmount: number
  promoCode: string | null
  promoDiscount: number
  holdExpiresAt: string | null
}

export const PAYMENT_LABELS: Record<StaffPayment, string> = {
  in_store: 'Paid at the desk',
  card_link: 'Card payment link, sent to the family',
  complimentary: 'Complimentary (admin)',
}
export const TOTAL_LABELS: Record<StaffPayment, string> = {
  in_store: 'Total to take at the desk',
  card_link: 'Total the family pays by the link',
  complimentary: 'Total (given free)',
}

/** The form's text fields as the dialog opens: today, no session, paid at the desk. */
export const emptyForm = () => ({
  customerName: '',
  customerEmail: '',
  customerPhone: '',
  selectedDate: businessDate(),
  selectedTime: '',
  reason: '',
  promoCode: '',
  payment: 'in_store' as StaffPayment,
})
export type NewBookingFields = ReturnType<typeof emptyForm>
