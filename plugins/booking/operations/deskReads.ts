import type { PayloadRequest } from 'payload'
import type { Booking, SessionRestriction } from '@/payload-types'
import { BOOKING_STATUS } from '../domain/bookingStatus'
import { BOOKINGS_SLUG, RESTRICTIONS_SLUG } from '../types'

// Only what the staff's day list shows: Payload then builds 17 fields of each of the day's bookings, not all 46.
const DAY_LIST_FIELDS = {
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

/** A booking as the staff's list of a day's bookings reads it. */
export type DayListBooking = Pick<Booking, 'id' | keyof typeof DAY_LIST_FIELDS>

/** Every booking of one business date (any status), by slot start, with the fields the staff's day list shows. */
export async function bookingsOfDay(req: PayloadRequest, date: string): Promise<DayListBooking[]> {
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { date: { equals: date } },
    sort: 'slotStart',
    select: DAY_LIST_FIELDS,
    pagination: false,
    limit: 2000,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
}

/** Every booking checked in and not yet out: who is playing now. */
export async function checkedInBookings(req: PayloadRequest): Promise<Booking[]> {
  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { status: { equals: BOOKING_STATUS.checked_in } },
    pagination: false,
    limit: 1000,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
}

/** The blocks and private hires of business dates `from` to `to` (inclusive), with who made each, for the staff's calendar. */
export async function restrictionsBetween(req: PayloadRequest, from: string, to: string): Promise<SessionRestriction[]> {
  const { docs } = await req.payload.find({
    collection: RESTRICTIONS_SLUG,
    where: { and: [{ date: { greater_than_equal: from } }, { date: { less_than_equal: to } }] },
    limit: 2000,
    depth: 1,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs
}
