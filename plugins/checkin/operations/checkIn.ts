import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import { checkInTiming } from '../domain/checkInWindow'
import { slotEndOf } from '../domain/slotEnd'
import { visitTransition } from '../domain/visitRules'
import type { VisitActor } from '../types'
import { applyVisit } from './applyVisit'
import { loadKioskRules } from './loadKioskRules'
import { lockVisit } from './visitLock'
import { refused, visitOk, type VisitResult } from './visitResult'

export type CheckInRequest = {
  bookingId: number
  actor: VisitActor
  waiverVersion: number
  numberPlate: string | null
  parkingAgreed: boolean
  idempotencyKey?: string | null
  now?: Date
}

/**
 * Checks a paid ticket in, once: under the booking's lock the status is read again, then the
 * rules (a paid booking, its own day and window, the current terms) are applied in the order a
 * family would want to hear them. The recorded time is the server's.
 */
export async function checkIn(req: PayloadRequest, request: CheckInRequest): Promise<VisitResult> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    await lockVisit(req, request.bookingId)
    const booking = await req.payload.findByID({ collection: BOOKINGS_SLUG, id: request.bookingId, depth: 0, req, overrideAccess: true, disableErrors: true })
    if (!booking) return { status: 'not_found' }
    const transition = visitTransition('check_in', booking.status)
    if (!transition.ok) return refused(transition)

    const rules = await loadKioskRules(req)
    const slot = { date: booking.date, slotStart: booking.slotStart, slotEnd: slotEndOf(booking, rules.sessionLengthMinutes), slotLabel: booking.slotLabel }
    const timing = checkInTiming(slot, rules.checkInOpensMinutesBefore, now)
    if (timing) return refused(timing)
    if (request.waiverVersion !== rules.waiverVersion) {
      return refused({ code: 'terms_changed', message: 'The terms and conditions have just been updated. Please read and accept them again.' })
    }

    const updated = await applyVisit(req, booking, 'check_in', transition.to, {
      actor: request.actor,
      at: now,
      idempotencyKey: request.idempotencyKey,
      waiverVersion: request.waiverVersion,
      numberPlate: request.numberPlate,
      parkingAgreed: request.parkingAgreed,
    })
    return visitOk(updated, rules.sessionLengthMinutes)
  })
}
