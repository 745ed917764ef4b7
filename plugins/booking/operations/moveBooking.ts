import { randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { longDate } from '@/lib/time/formatDate'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { arrivalTimesText } from '../domain/arrivalWindow'
import { isWithinWindow } from '../domain/bookingWindow'
import type { MoveTarget } from '../domain/moveBookingSchema'
import { moveRefusal } from '../domain/movePolicy'
import { withNoteLine } from '../domain/staffNote'
import { BOOKINGS_SLUG, type WaitingChildren } from '../types'
import { lockedBooking } from './bookingLock'
import { loadCancellationSettings } from './cancellationSettings'
import { buildDayPlan } from './dayPlan'
import { loadDays } from './loadDay'
import { queueBookingEmail } from './queueBookingJobs'
import { reseatBooking } from './reseatBooking'
import { reservedForWaitingLists } from './waitingReservations'
import { resolveBookingSlot } from './resolveBookingSlot'

export type MoveRequest =
  /** `waitingChildren`: the waiting lists' promised places, which a family's move leaves to them as a new hold does (ADR 0026). */
  | { by: 'customer'; bookingId: number; target: MoveTarget; waitingChildren?: WaitingChildren; now?: Date }
  | { by: 'staff'; bookingId: number; target: MoveTarget; reason: string; staffEmail: string; now?: Date }

type Seat = { date: string; slotStart: string; slotLabel: string }

export type MoveResult =
  /** `visitTime`: the new session's label, or on a flexible day 'Arrive any time between …; 2 hours from check-in'. */
  | { status: 'moved'; booking: Booking; from: Seat; visitTime: string; emailJobId: number | string }
  | { status: 'not_found' }
  /** 409: the booking may not move (status, cut-off) or the target cannot take it (past, closed, blocked, the same session). */
  | { status: 'refused'; code: string; message: string }
  | { status: 'full'; placesLeft: number }
  /** 400: a time the day does not offer, or none on a day that needs one. */
  | { status: 'invalid'; message: string }

const seatOf = (booking: Booking): Seat => ({ date: booking.date, slotStart: booking.slotStart, slotLabel: booking.slotLabel })
const seatText = (seat: Seat) => `${seat.date} ${seat.slotLabel}`

/**
 * Moves a paid booking to another date or session (issue 24, ADR 0018): the same booking, id and
 * reference, tickets and amounts unchanged. Under the booking's lock the rules are checked, the
 * target is chosen as the public booking chooses it, and `reseatBooking` moves it under both slot
 * locks, recounting the target like a new hold. In the same transaction: a line in the staff note,
 * the day-before reminder reset when the visit is later, and a new confirmation e-mail queued with
 * a key of its own, so each move sends exactly one.
 */
export async function moveBooking(req: PayloadRequest, request: MoveRequest): Promise<MoveResult> {
  const now = request.now ?? new Date()
  const { target } = request
  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    const booking = await lockedBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    const refusal = moveRefusal(booking, request.by, await loadCancellationSettings(req), now)
    if (refusal) return { status: 'refused', ...refusal }

    const days = await loadDays(req, target.selectedDate, target.selectedDate)
    const today = businessDate(now)
    if (target.selectedDate < today)
      return { status: 'refused', code: 'target_unavailable', message: 'That date has passed. Please choose another.' }
    if (!isWithinWindow(target.selectedDate, today, days.settings.bookingWindowMonths)) {
      return {
        status: 'refused',
        code: 'target_unavailable',
        message: `Bookings are taken up to ${longDate(addBusinessMonths(today, days.settings.bookingWindowMonths))}. Please choose an earlier date.`,
      }
    }
    // A family's move leaves the places promised to a session's waiting list to it, as the public's holds do; staff decide for themselves.
    const waitingChildren = request.by === 'customer' ? request.waitingChildren : undefined
    const waiting = async () =>
      waitingChildren
        ? reservedForWaitingLists(db, waitingChildren, days, target.selectedDate, target.selectedDate)
        : new Map<string, number>()
    const slot = await resolveBookingSlot(req, days, target, booking.children, now, await waiting())
    if (slot.status === 'invalid') return { status: 'invalid', message: slot.message }
    if (slot.status === 'unavailable') return { status: 'refused', code: 'target_unavailable', message: slot.message }
    if (slot.status === 'full') return slot
    if (slot.start === booking.slotStart && target.selectedDate === booking.date) {
      return {
        status: 'refused',
        code: 'same_session',
        message: `This booking is already for ${longDate(booking.date)}, ${booking.slotLabel}. Please choose another day or session.`,
      }
    }

    const from = seatOf(booking)
    const reseated = await reseatBooking(req, booking, {
      date: target.selectedDate,
      start: slot.start,
      label: slot.label,
      capacity: slot.capacity,
      reserved: waitingChildren ? async () => (await waiting()).get(`${target.selectedDate} ${slot.start}`) ?? 0 : undefined,
    })
    if (reseated.status === 'full') return reseated

    const to = seatOf(reseated.booking)
    const who = request.by === 'staff' ? `by ${request.staffEmail}: ${request.reason}` : 'by the family (manage link)'
    const note = withNoteLine(booking.staffNote, `Moved from ${seatText(from)} to ${seatText(to)} on ${now.toISOString()} ${who}`)
    // Two columns only. A later visit gets its own day-before reminder; an earlier one is today at soonest.
    await db.execute(sql`
      update bookings
      set staff_note = ${note},
          reminder_sent_at = case when ${to.date > from.date} then null else reminder_sent_at end,
          updated_at = now()
      where id = ${booking.id}`)
    const emailJobId = await queueBookingEmail(req, booking.id, 'confirmation', `move-${randomUUID()}`)
    const moved = await req.payload.findByID({ collection: BOOKINGS_SLUG, id: booking.id, depth: 0, req, overrideAccess: true })
    const { arrival } = buildDayPlan(target.selectedDate, days)
    return { status: 'moved', booking: moved, from, visitTime: arrival ? arrivalTimesText(arrival) : slot.label, emailJobId }
  })
}
