import type { Booking } from '@/payload-types'
import { arrivalTimesText, BOOKING_STATUS, hasArrived, type ArrivalWindow, type TicketStatus } from '@plugins/booking/contract'

/** Paid, checked in or checked out: a ticket the door deals with (the booking's TICKET_STATUSES). */
export type KioskTicketStatus = TicketStatus

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
  /** On a flexible day, what the family keeps instead of a session time: 'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in'. */
  arrivalTimes: string | null
  /** Once checked in: when the play time ends. */
  playEndsAt: string | null
}

export type TicketSource = Pick<
  Booking,
  | 'id'
  | 'reference'
  | 'customerName'
  | 'date'
  | 'slotStart'
  | 'slotLabel'
  | 'children'
  | 'adults'
  | 'finalAmountPence'
  | 'status'
  | 'checkedInAt'
  | 'checkedOutAt'
  | 'source'
  | 'playEndsAt'
>

/** Picks the kiosk's fields by name, so nothing else of the booking can travel with them. */
export function toKioskTicket(booking: TicketSource, slotEnd: string, arrival: ArrivalWindow | null = null): KioskTicket {
  const status: KioskTicketStatus = hasArrived(booking.status) ? booking.status : BOOKING_STATUS.paid
  const arrived = hasArrived(status)
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
    checkedIn: arrived,
    checkedOut: status === BOOKING_STATUS.checked_out,
    checkedInAt: booking.checkedInAt ?? null,
    checkedOutAt: booking.checkedOutAt ?? null,
    isWalkIn: booking.source === 'walk_in',
    arrivalTimes: arrival ? arrivalTimesText(arrival) : null,
    playEndsAt: arrived ? (booking.playEndsAt ?? null) : null,
  }
}
