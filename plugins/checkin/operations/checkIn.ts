import type { PayloadRequest } from 'payload'
import { loadDayPlan, placesKeptForWaitingList, reseatBooking, type DayPlan } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import type { Booking } from '@/payload-types'
import { checkInTiming } from '../domain/checkInWindow'
import { planFlexibleCheckIn, sessionFullRefusal, type FlexibleDay } from '../domain/flexibleCheckIn'
import { playEndsAtFor } from '../domain/playEnd'
import { slotEndOf } from '../domain/slotEnd'
import { visitTransition, type VisitRefusal } from '../domain/visitRules'
import type { VisitActor } from '../types'
import { applyVisit } from './applyVisit'
import { loadKioskRules } from './loadKioskRules'
import { lockedVisitBooking } from './visitLock'
import { refused, visitOk, type VisitResult } from './visitResult'

export type CheckInRequest = {
  bookingId: number
  actor: VisitActor
  waiverVersion: number
  numberPlate: string | null
  parkingAgreed: boolean
  idempotencyKey?: string | null
  /** Staff checking a family in although the time or the room refuses it: the reason is recorded on the visit. */
  override?: { reason: string }
  now?: Date
}

/** Refusals a staff override may pass: when the family came, and the room in the session under way. Never the day or the ticket's state. */
const OVERRIDABLE: ReadonlySet<VisitRefusal['code']> = new Set(['too_early', 'session_ended', 'session_full', 'session_blocked'])

type Seating = { ok: true; booking: Booking; note: string | null } | { ok: false; refusal: VisitRefusal }

const flexibleDay = (plan: DayPlan & { arrival: NonNullable<DayPlan['arrival']> }): FlexibleDay => ({
  date: plan.date,
  arrival: plan.arrival,
  arriveEarlyMinutes: plan.arriveEarlyMinutes,
  sessions: plan.sessions,
})

/**
 * On a flexible day the family checks in whenever it comes within the arrival window: it stays in
 * its session when that one is open now, or moves into the session under way if its children fit
 * there (both slot locks, the booking plugin's recount). docs/adr/0016.
 */
async function seatForFlexibleDay(req: PayloadRequest, booking: Booking, day: FlexibleDay, now: Date, override: boolean): Promise<Seating> {
  const plan = planFlexibleCheckIn(day, booking.slotStart, now)
  if (plan.kind === 'refused')
    return override && OVERRIDABLE.has(plan.refusal.code) ? { ok: true, booking, note: null } : { ok: false, refusal: plan.refusal }
  if (plan.kind === 'stay') return { ok: true, booking, note: null }
  const { session } = plan
  const moved = await reseatBooking(req, booking, {
    date: booking.date,
    start: session.start,
    label: session.label,
    capacity: session.capacity,
    // The day's waiting list keeps its places from a reseat as from the public (ADR 0033).
    reserved: () => placesKeptForWaitingList(req, booking.date, session.start),
  })
  if (moved.status === 'moved')
    return { ok: true, booking: moved.booking, note: `Seated in the ${session.label} session on arrival (booked in ${booking.slotLabel}).` }
  if (override) return { ok: true, booking, note: null }
  return { ok: false, refusal: sessionFullRefusal(day, session, booking.slotStart, now) }
}

/**
 * Checks a paid ticket in, once: under the booking's lock the status is read again, then the
 * rules (a paid booking, its own day and the time of arrival, the current terms) are applied in
 * the order a family would want to hear them. The recorded time is the server's.
 */
export async function checkIn(req: PayloadRequest, request: CheckInRequest): Promise<VisitResult> {
  const now = request.now ?? new Date()
  const override = request.override !== undefined
  return inTransaction(req, async () => {
    const booking = await lockedVisitBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    const transition = visitTransition('check_in', booking.status)
    if (!transition.ok) return refused(transition)

    const rules = await loadKioskRules(req)
    const plan = await loadDayPlan(req, booking.date)
    if (!plan.arrival) {
      const slot = {
        date: booking.date,
        slotStart: booking.slotStart,
        slotEnd: slotEndOf(booking, rules.sessionLengthMinutes),
        slotLabel: booking.slotLabel,
      }
      const timing = checkInTiming(slot, rules.checkInOpensMinutesBefore, now)
      if (timing && !(override && OVERRIDABLE.has(timing.code))) return refused(timing)
    }
    if (request.waiverVersion !== rules.waiverVersion) {
      return refused({
        code: 'terms_changed',
        message: 'The terms and conditions have just been updated. Please read and accept them again.',
      })
    }
    const seating = plan.arrival
      ? await seatForFlexibleDay(req, booking, flexibleDay({ ...plan, arrival: plan.arrival }), now, override)
      : { ok: true as const, booking, note: null }
    if (!seating.ok) return refused(seating.refusal)

    const reason =
      [request.override ? `Checked in by staff: ${request.override.reason}` : null, seating.note].filter(Boolean).join(' ') || null
    const updated = await applyVisit(req, seating.booking, 'check_in', transition.to, {
      actor: request.actor,
      at: now,
      idempotencyKey: request.idempotencyKey,
      waiverVersion: request.waiverVersion,
      numberPlate: request.numberPlate,
      parkingAgreed: request.parkingAgreed,
      reason,
      playEndsAt: playEndsAtFor(seating.booking, now, plan.arrival?.playMinutes ?? null, rules.sessionLengthMinutes),
    })
    return visitOk(updated, rules.sessionLengthMinutes, plan.arrival)
  })
}
