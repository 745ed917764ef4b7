import type { Booking } from '@/payload-types'

export type KioskTicketStatus = 'paid' | 'checked_in' | 'checked_out'

/** What the kiosk shows of a booking (docs/api/check-in.md): never an e-mail, phone or address. */
export type KioskTicket = {
  id: number
  reference: string
  customerName: string
  bookingDate: string
  timeSlot: string
  slotStart: string
  slotEnd: string
  numberOfChildren: number
  numberOfAdults: number
  totalAmount: number
  status: KioskTicketStatus
  checkedIn: boolean
  checkedOut: boolean
  checkedInAt: string | null
  checkedOutAt: string | null
  isWalkIn: boolean
}

export type TicketSource = Pick<
  Booking,
  'id' | 'reference' | 'customerName' | 'date' | 'slotStart' | 'slotLabel' | 'children' | 'adults' | 'finalAmountPence' | 'status' | 'checkedInAt' | 'checkedOutAt' | 'source'
>

/** Picks the kiosk's fields by name, so nothing else of the booking can travel with them. */
export function toKioskTicket(booking: TicketSource, slotEnd: string): KioskTicket {
  const status: KioskTicketStatus = booking.status === 'checked_in' || booking.status === 'checked_out' ? booking.status : 'paid'
  return {
    id: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    bookingDate: booking.date,
    timeSlot: booking.slotLabel,
    slotStart: booking.slotStart,
    slotEnd,
    numberOfChildren: booking.children,
    numberOfAdults: booking.adults,
    totalAmount: booking.finalAmountPence,
    status,
    checkedIn: status === 'checked_in' || status === 'checked_out',
    checkedOut: status === 'checked_out',
    checkedInAt: booking.checkedInAt ?? null,
    checkedOutAt: booking.checkedOutAt ?? null,
    isWalkIn: booking.source === 'walk_in',
  }
}
