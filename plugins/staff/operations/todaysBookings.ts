import type { PayloadRequest } from 'payload'
import { bookingsOfDay, type DayListBooking } from '@plugins/booking'
import { BOOKING_STATUS } from '@plugins/booking/contract'
import { businessDate } from '@/lib/time/businessDate'
import type { TodaysBooking } from '../domain/staffApi'

const VISIT_STATUS: Partial<Record<DayListBooking['status'], TodaysBooking['visitStatus']>> = {
  [BOOKING_STATUS.paid]: 'expected',
  [BOOKING_STATUS.checked_in]: 'playing',
  [BOOKING_STATUS.checked_out]: 'left',
  [BOOKING_STATUS.no_show]: BOOKING_STATUS.no_show,
  [BOOKING_STATUS.cancelled]: 'cancelled',
  [BOOKING_STATUS.refunded]: 'cancelled',
}

export function toTodaysBooking(booking: DayListBooking): TodaysBooking | null {
  const visitStatus = VISIT_STATUS[booking.status]
  if (!visitStatus) return null
  return {
    id: booking.id,
    reference: booking.reference,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail ?? '',
    customerPhone: booking.customerPhone || null,
    timeSlot: booking.slotLabel,
    numberOfChildren: booking.children,
    numberOfAdults: booking.adults,
    totalAmount: booking.finalAmountPence,
    checkedIn: Boolean(booking.checkedInAt),
    checkedOut: Boolean(booking.checkedOutAt),
    checkedInAt: booking.checkedInAt ?? null,
    checkedOutAt: booking.checkedOutAt ?? null,
    visitStatus,
    inStorePaymentToConfirm: booking.source === 'walk_in' && Boolean(booking.paidInStore) && !booking.inStorePaymentConfirmedAt,
  }
}

/**
 * One day's (London; today unless `date` names another) bookings that were paid or started at the
 * desk, by slot then name; holds still being paid for are left out. A past day shows its no-shows.
 */
export async function todaysBookings(
  req: PayloadRequest,
  now: Date = new Date(),
  date: string = businessDate(now),
): Promise<TodaysBooking[]> {
  return (await bookingsOfDay(req, date))
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart) || a.customerName.localeCompare(b.customerName))
    .flatMap((booking) => toTodaysBooking(booking) ?? [])
}
