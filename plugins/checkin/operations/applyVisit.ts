import type { PayloadRequest } from 'payload'
import { writeVisitToBooking, type BookingStatus } from '@plugins/booking'
import { recordVisit, recordVisitUndone } from '@plugins/loyalty'
import type { Booking } from '@/payload-types'
import { VISIT_EVENTS_SLUG, type VisitAction, type VisitActor } from '../types'

export type VisitDetails = {
  actor: VisitActor
  at: Date
  automatic?: boolean
  idempotencyKey?: string | null
  waiverVersion?: number | null
  numberPlate?: string | null
  parkingAgreed?: boolean | null
  reason?: string | null
  /** On check-in: when the visit's play ends (docs/adr/0016). */
  playEndsAt?: Date
}

/**
 * Writes one visit change inside the caller's transaction (booking locked, rules checked): the
 * booking's new status and times, the append-only event, and the loyalty visit, which counts at
 * check-in and stops counting when staff undo it.
 */
export async function applyVisit(
  req: PayloadRequest,
  booking: Booking,
  action: VisitAction,
  to: BookingStatus,
  details: VisitDetails,
): Promise<Booking> {
  const at = details.at.toISOString()
  const updated = await writeVisitToBooking(req, booking.id, { action, to, at: details.at, playEndsAt: details.playEndsAt })
  await req.payload.create({
    collection: VISIT_EVENTS_SLUG,
    data: {
      booking: booking.id,
      bookingReference: booking.reference,
      action,
      automatic: details.automatic ?? false,
      at,
      actorKind: details.actor.kind,
      actorId: details.actor.id,
      actorLabel: details.actor.label,
      idempotencyKey: details.idempotencyKey ?? null,
      waiverVersion: details.waiverVersion ?? null,
      numberPlate: details.numberPlate ?? null,
      parkingAgreed: details.parkingAgreed ?? null,
      reason: details.reason ?? null,
    },
    req,
    overrideAccess: true,
  })
  if (action === 'check_in') await recordVisit(req, updated)
  if (action === 'undo_check_in') await recordVisitUndone(req, booking.id)
  return updated
}
