import type { PayloadRequest } from 'payload'
import { inTransaction } from '@/lib/db/transaction'
import { visitTransition } from '../domain/visitRules'
import type { VisitActor } from '../types'
import { applyVisit } from './applyVisit'
import { loadKioskRules } from './loadKioskRules'
import { lockedVisitBooking } from './visitLock'
import { refused, visitOk, type VisitResult } from './visitResult'

export type CheckOutRequest = {
  bookingId: number
  actor: VisitActor
  /** Set by the job that closes visits left open after their session and grace period. */
  automatic?: boolean
  idempotencyKey?: string | null
  now?: Date
}

/** Checks a visit out, once: the kiosk, staff and the automatic job all come through here. */
export async function checkOut(req: PayloadRequest, request: CheckOutRequest): Promise<VisitResult> {
  const now = request.now ?? new Date()
  return inTransaction(req, async () => {
    const booking = await lockedVisitBooking(req, request.bookingId)
    if (!booking) return { status: 'not_found' }
    const transition = visitTransition('check_out', booking.status)
    if (!transition.ok) return refused(transition)
    const rules = await loadKioskRules(req)
    const updated = await applyVisit(req, booking, 'check_out', transition.to, {
      actor: request.actor,
      at: now,
      automatic: request.automatic ?? false,
      idempotencyKey: request.idempotencyKey,
    })
    return visitOk(updated, rules.sessionLengthMinutes)
  })
}
