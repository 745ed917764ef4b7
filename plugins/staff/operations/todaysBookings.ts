import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import type { Booking } from '@/payload-types'
import { businessDate } from '@/lib/time/businessDate'
import type { TodaysBooking } from '../domain/staffApi'

const VISIT_STATUS: Partial<Record<Booking['status'], TodaysBooking['visitStatus']>> = {
  paid: 'expected',
  checked_in: 'playing',
  checked_out: 'left',
  no_show: 'no_show',
  cancelled: 'cancelled',
  refunded: 'cancelled',
}

// Only what the list shows: Payload then builds 17 fields of each of the day's bookings, not all 46.
const LISTED = {
  reference: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  slotStart: true,
  slotLabel: true,
  children: true,
  adults: true,
  finalAmountPence: true,
  checkedInAt: true,
  checkedOutAt: true,
  status: true,
  source: true,
  paidInStore: true,
  inStorePaymentConfirmedAt: true,
} as const
type ListedBooking = Pick<Booking, 'id' | keyof typeof LISTED>

export function toTodaysBooking(booking: ListedBooking): TodaysBooking | null {
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
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { date: { equals: date } },
    sort: 'slotStart',
    select: LISTED,
    pagination: false,
    limit: 2000,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
    .sort((a, b) => a.slotStart.localeCompare(b.slotStart) || a.customerName.localeCompare(b.customerName))
    .flatMap((booking) => toTodaysBooking(booking) ?? [])
}
