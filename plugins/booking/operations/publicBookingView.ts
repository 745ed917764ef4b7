import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { ticketLines, type TicketLine } from '../domain/ticketLines'

/** What the family who made a booking may see of it: their own details and the visit, nothing of staff's. */
export type PublicBookingView = {
  reference: string
  status: Booking['status']
  sessionTitle: string
  date: string
  slotLabel: string
  children: number
  adults: number
  childAges: string | null
  customerName: string
  customerEmail: string
  customerPhone: string
  tickets: TicketLine[]
  totalPence: number
  finalAmountPence: number
  /** The payment is being (or has been) handed back: the booking is not going ahead. */
  refunding: boolean
}

export async function publicBookingView(req: PayloadRequest, booking: Booking): Promise<PublicBookingView> {
  const { docs } = await req.payload.find({ collection: 'special-days', where: { date: { equals: booking.date } }, limit: 1, depth: 0, req, overrideAccess: true })
  return {
    reference: booking.reference,
    status: booking.status,
    sessionTitle: docs[0]?.event?.title || 'Open Play Session',
    date: booking.date,
    slotLabel: booking.slotLabel,
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
    refunding: Boolean(booking.refundDuePence),
  }
}
