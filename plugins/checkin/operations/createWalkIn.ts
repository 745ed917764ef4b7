import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { PayloadRequest } from 'payload'
import {
  buildDayPlan,
  buildDayView,
  createWalkInBooking,
  loadDays,
  lockSlot,
  occupiedChildren,
  placesKeptForWaitingList,
} from '@plugins/booking'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { businessDate, VENUE_TIME_ZONE } from '@/lib/time/businessDate'
import { playEndsAtFor } from '../domain/playEnd'
import { walkInSession } from '../domain/walkInSession'
import { VISIT_EVENTS_SLUG, type VisitActor } from '../types'
import { loadKioskRules } from './loadKioskRules'
import { visitOk, type VisitResult } from './visitResult'

export type WalkInRequest = {
  customerName: string
  children: number
  adults: number
  slotStart?: string
  amountPaidPence: number
  /** The terms' version the family accepted, with the liability disclaimer and the parking tick. */
  waiverVersion: number
  numberPlate: string | null
  actor: VisitActor
  idempotencyKey?: string | null
  /**
   * A walk-in a tablet took while offline (ADR 0030): the family is already playing, so it is kept
   * even when the session has no places left, and the answer says it overfilled.
   */
  keepWhenFull?: boolean
  now?: Date
}

export type WalkInResult =
  (VisitResult & { overfilled?: true }) | { status: 'refused'; code: 'slot_full' | 'no_session_today' | 'terms_changed'; message: string }

/**
 * 'New Customer - Paid In Store': a booking for the session under way (or the next one today),
 * paid at the desk, checked in at once. It takes places like any booking: under the slot's lock,
 * recounted, refused when full. No e-mail or phone is stored, and none is made up. Like any
 * check-in it needs the current terms, the liability disclaimer and the parking tick accepted,
 * recorded on the visit with the plate.
 */
export async function createWalkIn(req: PayloadRequest, request: WalkInRequest): Promise<WalkInResult> {
  const now = request.now ?? new Date()
  const today = businessDate(now)
  return inTransaction(req, async () => {
    const rules = await loadKioskRules(req)
    if (request.waiverVersion !== rules.waiverVersion) {
      return {
        status: 'refused',
        code: 'terms_changed',
        message: 'The terms and conditions have just been updated. Please read and accept them again.',
      }
    }
    const inputs = await loadDays(req, today, today)
    const view = buildDayView(today, inputs, new Map(), today, now)
    if (!view.open)
      return { status: 'refused', code: 'no_session_today', message: 'We have no sessions today. Please ask a member of staff.' }
    const choice = walkInSession(
      view.sessions.map(({ start, end, label, capacity, state }) => ({ start, end, label, capacity, blocked: state === 'blocked' })),
      format(new TZDate(now, VENUE_TIME_ZONE), 'HH:mm'),
      request.slotStart,
    )
    if (!choice.ok) return { status: 'refused', code: choice.code, message: choice.message }
    const { session } = choice

    const db = await transactionDb(req)
    await lockSlot(db, today, session.start)
    // A normal day's waiting list keeps its places from walk-ins as from the public (ADR 0033).
    const kept = await placesKeptForWaitingList(req, today, session.start)
    const placesLeft = Math.max(0, session.capacity - (await occupiedChildren(db, today, session.start)) - kept)
    const overfilled = request.children > placesLeft
    if (overfilled && !request.keepWhenFull) {
      const left = placesLeft === 0 ? 'it is full' : `only ${placesLeft} ${placesLeft === 1 ? 'place is' : 'places are'} left`
      return {
        status: 'refused',
        code: 'slot_full',
        message: `Sorry, the ${session.label} session cannot take ${request.children} more ${request.children === 1 ? 'child' : 'children'}: ${left}. Please ask a member of staff.`,
      }
    }

    const at = now.toISOString()
    const { arrival } = buildDayPlan(today, inputs)
    const booking = await createWalkInBooking(req, {
      customerName: request.customerName,
      children: request.children,
      adults: request.adults,
      date: today,
      session: { start: session.start, label: session.label },
      amountPaidPence: request.amountPaidPence,
      checkedInAt: now,
      playEndsAt: playEndsAtFor(
        { date: today, slotStart: session.start, slotLabel: session.label },
        now,
        arrival?.playMinutes ?? null,
        rules.sessionLengthMinutes,
      ),
    })
    await req.payload.create({
      collection: VISIT_EVENTS_SLUG,
      data: {
        booking: booking.id,
        bookingReference: booking.reference,
        action: 'check_in',
        automatic: false,
        at,
        actorKind: request.actor.kind,
        actorId: request.actor.id,
        actorLabel: request.actor.label,
        idempotencyKey: request.idempotencyKey ?? null,
        waiverVersion: request.waiverVersion,
        numberPlate: request.numberPlate,
        parkingAgreed: true,
      },
      req,
      overrideAccess: true,
    })
    const result = visitOk(booking, rules.sessionLengthMinutes, arrival)
    return overfilled ? { ...result, overfilled: true } : result
  })
}
