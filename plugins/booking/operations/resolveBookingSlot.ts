import type { PayloadRequest } from 'payload'
import type { BookingRequest } from '../domain/bookingRequestSchema'
import { parseSlotInput } from '../domain/slots'
import { buildDayView } from './dayView'
import type { DayInputs } from './loadDay'
import { occupiedChildrenByDay, withReserved } from './slotOccupancy'
import { requestDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'

export type ResolvedSlot =
  | { status: 'ok'; start: string; label: string; capacity: number }
  | { status: 'invalid'; message: string }
  | { status: 'unavailable'; message: string }
  | { status: 'full'; placesLeft: number }

/**
 * The slot a booking takes. Event days need the family's choice. On a normal day arrival is
 * flexible: a chosen slot is used, otherwise the earliest session that can still take the
 * children. The availability read here is advisory; the hold (or a move) recounts under the slot lock.
 */
export async function resolveBookingSlot(
  req: PayloadRequest,
  inputs: DayInputs,
  input: Pick<BookingRequest, 'selectedDate' | 'selectedTime'>,
  children: number,
  now: Date,
  /** Places promised to waiting-list families, per `${date} ${slotStart}`: taken, for the public (ADR 0026). */
  reserved: Map<string, number> = new Map(),
): Promise<ResolvedSlot> {
  // In the caller's transaction when there is one (a move): a second connection per request could exhaust the pool.
  const occupied = withReserved(await occupiedChildrenByDay(await requestDb(req), input.selectedDate, input.selectedDate), reserved)
  const view = buildDayView(input.selectedDate, inputs, occupied, businessDate(now), now)
  if (!view.open) return { status: 'unavailable', message: 'We are closed on that day. Please choose another date.' }
  if (view.restricted.length > 0 && view.sessions.every((session) => session.isRestricted)) {
    return { status: 'unavailable', message: 'That day is not available for booking. Please choose another date.' }
  }

  const chosen = input.selectedTime ? parseSlotInput(input.selectedTime) : null
  if (input.selectedTime && !chosen) return { status: 'invalid', message: 'That time slot is not one we offer' }
  if (!chosen && view.requiresSlot) return { status: 'invalid', message: `Please select a time slot for the ${view.eventTitle}` }

  const bookable = view.sessions.filter((session) => session.state !== 'blocked' && session.state !== 'past')
  if (chosen) {
    const session = view.sessions.find((candidate) => candidate.start === chosen)
    if (!session) return { status: 'invalid', message: 'There is no session at that time on this day' }
    if (session.state === 'blocked') return { status: 'unavailable', message: 'That session is not available. Please choose another.' }
    if (session.state === 'past') return { status: 'unavailable', message: 'That session has already finished. Please choose another.' }
    return { status: 'ok', start: session.start, label: session.label, capacity: session.capacity }
  }
  const first = bookable.find((session) => session.availableSpots >= children) ?? bookable[0]
  if (!first) return { status: 'unavailable', message: 'There are no more sessions that day. Please choose another date.' }
  return { status: 'ok', start: first.start, label: first.label, capacity: first.capacity }
}
