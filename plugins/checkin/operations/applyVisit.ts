import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG, type BookingStatus } from '@plugins/booking'
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

function bookingChanges(action: VisitAction, to: BookingStatus, at: string, playEndsAt: Date | undefined): Partial<Booking> {
  switch (action) {
    case 'check_in':
      return { status: to, checkedInAt: at, checkedOutAt: null, playEndsAt: playEndsAt?.toISOString() ?? null }
    case 'check_out':
      return { status: to, checkedOutAt: at }
    case 'undo_check_in':
      return { status: to, checkedInAt: null, checkedOutAt: null, playEndsAt: null }
    case 'undo_check_out':
      return { status: to, checkedOutAt: null }
  }
}

/**
 * Writes one visit change inside the caller's transaction (booking locked, rules checked): the
 * booking's new status and times, the append-only event, and the loyalty visit, which counts at
 * check-in and stops counting when staff undo it.
 */
export async function applyVisit(req: PayloadRequest, booking: Booking, action: VisitAction, to: BookingStatus, details: VisitDetails): Promise<Booking> {
  const at = details.at.toISOString()
  const updated = await req.payload.update({ collection: BOOKINGS_SLUG, id: booking.id, data: bookingChanges(action, to, at, details.playEndsAt), depth: 0, req, overrideAccess: true })
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
