import type { PayloadRequest } from 'payload'
import { minutesOfDay } from '@/fields/validators'
import { transactionDb } from '@/lib/db/transaction'
import type { Booking } from '@/payload-types'
import { BOOKINGS_SLUG } from '../types'
import { lockSlot, occupiedChildren } from './slotOccupancy'

export type SeatTarget = {
  date: string
  start: string
  label: string
  capacity: number
  /** Places the target keeps for others (a waiting list's), counted under its slot lock. */
  reserved?: () => Promise<number>
}

export type ReseatResult = { status: 'moved'; booking: Booking } | { status: 'full'; placesLeft: number }

const order = (date: string, start: string) => `${date} ${String(minutesOfDay(start)).padStart(4, '0')}`

/**
 * Moves a booking into another session, keeping its id and reference. Runs inside the caller's
 * transaction, after the caller has taken the booking's lock: the two sessions' slot locks are
 * taken in date-and-time order (as every other taker of several slot locks does, so none can
 * deadlock), the target is recounted like a new hold, and the booking moves only if its children
 * fit. `overCapacity` is for a recorded staff override alone.
 */
export async function reseatBooking(
  req: PayloadRequest,
  booking: Booking,
  target: SeatTarget,
  options: { overCapacity?: boolean } = {},
): Promise<ReseatResult> {
  const db = await transactionDb(req)
  const slots = [
    { date: booking.date, start: booking.slotStart },
    { date: target.date, start: target.start },
  ].sort((a, b) => order(a.date, a.start).localeCompare(order(b.date, b.start)))
  await lockSlot(db, slots[0]!.date, slots[0]!.start)
  if (order(slots[1]!.date, slots[1]!.start) !== order(slots[0]!.date, slots[0]!.start)) await lockSlot(db, slots[1]!.date, slots[1]!.start)

  const sameSeat = booking.date === target.date && booking.slotStart === target.start
  if (!sameSeat && !options.overCapacity) {
    const reserved = target.reserved ? await target.reserved() : 0
    const placesLeft = Math.max(0, target.capacity - (await occupiedChildren(db, target.date, target.start)) - reserved)
    if (booking.children > placesLeft) return { status: 'full', placesLeft }
  }
  if (sameSeat && booking.slotLabel === target.label) return { status: 'moved', booking }
  const moved = await req.payload.update({
    collection: BOOKINGS_SLUG,
    id: booking.id,
    data: { date: target.date, slotStart: target.start, slotLabel: target.label },
    depth: 0,
    req,
    overrideAccess: true,
  })
  return { status: 'moved', booking: moved }
}
