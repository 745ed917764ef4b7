import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { arrivalTimesText } from '../domain/arrivalWindow'
import type { PublicBookingView } from '../domain/bookingAnswers'
import { ticketLines } from '../domain/ticketLines'
import { buildDayPlan } from './dayPlan'
import { loadDays } from './loadDay'

export type { PublicBookingView }

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
