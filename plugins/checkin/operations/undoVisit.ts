import type { PayloadRequest } from 'payload'
import { inTransaction } from '@/lib/db/transaction'
import { undoActionFor, visitTransition } from '../domain/visitRules'
import type { VisitActor } from '../types'
import { applyVisit } from './applyVisit'
import { loadKioskRules } from './loadKioskRules'
import { lockedVisitBooking } from './visitLock'
import { refused, visitOk, type VisitResult } from './visitResult'

export type UndoRequest = { bookingId: number; actor: VisitActor; reason: string; now?: Date }

/**
 * Staff step a visit back by one: a check-out back to checked in, or a check-in back to paid.
 * Recorded as an event with who and why; the earlier events stay.
 */
export async function undoVisit(
  req: PayloadRequest,
  request: UndoRequest,
): Promise<VisitResult & { undone?: 'undo_check_in' | 'undo_check_out' }> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    const booking = await lockedVisitBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    const action = undoActionFor(booking.status)
    if (!action)
      return refused({
        code: 'nothing_to_undo',
        message: `This booking is ${booking.status.replace('_', ' ')}: there is no check-in or check-out to undo.`,
      })
    const transition = visitTransition(action, booking.status)
    if (!transition.ok) return refused(transition)
    const rules = await loadKioskRules(req)
    const updated = await applyVisit(req, booking, action, transition.to, { actor: request.actor, at: now, reason: request.reason })
    return { ...visitOk(updated, rules.sessionLengthMinutes), undone: action }
  })
}
