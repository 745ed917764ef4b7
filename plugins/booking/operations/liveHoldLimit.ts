import type { PayloadRequest, Where } from 'payload'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'

/**
 * Whether one more unpaid hold would exceed what a client address or an e-mail address may hold
 * at once. Without it, a script could keep a slot "full" for free, 15 minutes at a time. Counted
 * in Postgres, so the cap holds across instances (a burst may pass it by a request or two).
 */
export async function liveHoldLimitReached(req: PayloadRequest, options: SanitizedBookingOptions, who: { clientKey: string; email: string }, now: Date): Promise<boolean> {
  const live = (where: Where) =>
    req.payload.count({
      collection: BOOKINGS_SLUG,
      where: { and: [{ status: { equals: 'held' } }, { holdExpiresAt: { greater_than: now.toISOString() } }, where] },
      overrideAccess: true,
      req,
    })
  const [byClient, byAddress] = await Promise.all([live({ clientKey: { equals: who.clientKey } }), live({ customerEmail: { equals: who.email } })])
  return byClient.totalDocs >= options.holdLimits.perClient || byAddress.totalDocs >= options.holdLimits.perAddress
}
