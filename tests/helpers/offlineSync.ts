import type { Payload } from 'payload'
import type { OfflineSyncAnswer } from '@plugins/checkin/contract'
import { venueInstant } from '@/lib/time/businessDate'
import { checkInBody, newKey } from './kiosk'
import { rest } from './payload'

/** POST /api/check-in/sync as a tablet: what it recorded offline. */
export const sync = (token: string, items: unknown[]) => rest('POST', 'check-in/sync', { token, body: { items } })

/** The per-item answers of a sync (none when the call was refused). */
export const results = (json: unknown) => (json as OfflineSyncAnswer | null)?.results ?? []

/** An ISO instant at a wall-clock time at the venue. */
export const at = (date: string, time: string) => venueInstant(date, time).toISOString()

/** A check-in the tablet recorded offline at `happenedAt`, every box ticked. */
export function checkInItem(ticketId: number, version: number, happenedAt: string, key = newKey()) {
  const { checkedInAt: _clock, ...body } = checkInBody(ticketId, version)
  return { kind: 'check_in', key, happenedAt, ...body }
}

/** A booking's visit record, as the database holds it. */
export const visitsOf = async (payload: Payload, bookingId: number) =>
  (await payload.find({ collection: 'visit-events', where: { booking: { equals: bookingId } }, depth: 0, limit: 50, overrideAccess: true }))
    .docs
