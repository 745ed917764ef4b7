import type { PayloadRequest } from 'payload'
import type { OfflineItem } from '../domain/offlineSync'
import { VISIT_EVENTS_SLUG, type VisitActor } from '../types'

export type RecordedOnline = { bookingId: number; customerName: string | null }

/**
 * An item the tablet first sent online, whose answer it never got (the network went as it
 * waited), then queued under the same key: the visit it made is on record with that key and this
 * tablet as its actor. It must not be made again (a walk-in would be a second booking, a check-in
 * a duplicate attempt against itself). Null when there is no such visit. ADR 0030.
 */
export async function recordedOnline(req: PayloadRequest, item: OfflineItem, actor: VisitActor): Promise<RecordedOnline | null> {
  if (item.kind === 'noted') return null
  const { docs } = await req.payload.find({
    collection: VISIT_EVENTS_SLUG,
    where: {
      and: [
        { idempotencyKey: { equals: item.key } },
        { action: { equals: item.kind === 'check_out' ? 'check_out' : 'check_in' } },
        { actorKind: { equals: actor.kind } },
        { actorId: { equals: actor.id } },
      ],
    },
    limit: 1,
    depth: 1,
    req,
    overrideAccess: true,
  })
  const booking = docs[0]?.booking
  if (!booking) return null
  return typeof booking === 'number'
    ? { bookingId: booking, customerName: null }
    : { bookingId: booking.id, customerName: booking.customerName }
}
