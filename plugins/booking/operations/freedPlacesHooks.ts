import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { businessDate } from '@/lib/time/businessDate'
import { freedSeat } from '../domain/freedSeat'
import { daySchedule } from '../domain/daySchedule'
import { isFullDayRestriction, parseSlotInput } from '../domain/slots'
import type { PlacesFreed, Seat } from '../types'
import { loadDays } from './loadDay'

/**
 * Every change of a booking that gives places back (a cancellation, a refund, a move, a reseat at
 * the door) tells the waiting list in the same transaction, so the places are offered at once
 * (docs/adr/0033). One hook for every way in, so a new operation cannot forget it.
 */
export const bookingFreedPlaces =
  (placesFreed: PlacesFreed): CollectionAfterChangeHook<Booking> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (operation !== 'update' || !previousDoc) return doc
    const now = new Date()
    const seat = freedSeat(previousDoc, doc, businessDate(now))
    if (seat) await placesFreed(req, [seat], now)
    return doc
  }

type Restriction = { id: number; date: string; timeSlot: string }

/** A block lifted (by staff, or a private hire's cancellation) frees its sessions' places: offered at once too. */
export const restrictionFreedPlaces =
  (placesFreed: PlacesFreed): CollectionAfterDeleteHook<Restriction> =>
  async ({ doc, req }) => {
    const now = new Date()
    if (doc.date < businessDate(now)) return doc
    const seats = await restrictionSeats(req, doc)
    if (seats.length > 0) await placesFreed(req, seats, now)
    return doc
  }

async function restrictionSeats(req: PayloadRequest, restriction: Restriction): Promise<Seat[]> {
  const inputs = await loadDays(req, restriction.date, restriction.date)
  const special = inputs.specialDays.find((day) => day.date === restriction.date)
  const starts = daySchedule(restriction.date, inputs.settings, special).slots.map((slot) => slot.start)
  const blocked = isFullDayRestriction(restriction.timeSlot)
    ? starts
    : starts.filter((start) => start === parseSlotInput(restriction.timeSlot))
  return blocked.map((slotStart) => ({ date: restriction.date, slotStart }))
}
