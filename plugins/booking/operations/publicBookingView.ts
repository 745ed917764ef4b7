import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { arrivalTimesText } from '../domain/arrivalWindow'
import { ticketLines, type TicketLine } from '../domain/ticketLines'
import { buildDayPlan } from './dayPlan'
import { loadDays } from './loadDay'

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

export async function publicBookingView(req: PayloadRequest, booking: Booking): Promise<PublicBookingView> {
  const inputs = await loadDays(req, booking.date, booking.date)
  const { arrival } = buildDayPlan(booking.date, inputs)
  return {
    reference: booking.reference,
    status: booking.status,
    sessionTitle: inputs.specialDays[0]?.event?.title || 'Open Play Session',
    date: booking.date,
    slotLabel: booking.slotLabel,
    arrivalTimes: arrival ? arrivalTimesText(arrival) : null,
    children: booking.children,
    adults: booking.adults,
    childAges: booking.childAges ?? null,
    customerName: booking.customerName,
    // Only online bookings (which always have both) reach a family's own view.
    customerEmail: booking.customerEmail ?? '',
    customerPhone: booking.customerPhone ?? '',
    tickets: ticketLines(booking.tickets),
    totalPence: booking.finalAmountPence,
    finalAmountPence: booking.finalAmountPence,
    promoCode: booking.promoCode ?? null,
    promoDiscountPence: booking.promoDiscountPence ?? 0,
    creditSavingsPence: booking.creditSavingsPence ?? 0,
    // Only its last four characters: the code is money, and this view is reached by a link.
    voucherCode: booking.voucherCode ? `…${booking.voucherCode.slice(-4)}` : null,
    voucherAppliedPence: booking.voucherAppliedPence ?? 0,
    refunding: Boolean(booking.refundDuePence),
  }
}
