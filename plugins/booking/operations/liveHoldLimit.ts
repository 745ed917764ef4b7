import type { PayloadRequest, Where } from 'payload'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { BOOKINGS_SLUG, type SanitizedBookingOptions } from '../types'

export type HoldOwner = { clientKey: string; email: string }

/**
 * Whether one more unpaid hold would exceed what a client address or an e-mail address may hold
 * at once. Without it, a script could keep a slot "full" for free, 15 minutes at a time. Call it
 * inside the hold's transaction: it locks the client and the address until the hold is inserted
 * or refused, so a burst of requests from one client is counted one at a time, on every instance.
 * (Always client before address, and both before the slot, so two holds never wait on each other
 * in a circle.)
 */
export async function liveHoldLimitReached(
  req: PayloadRequest,
  options: SanitizedBookingOptions,
  who: HoldOwner,
  now: Date,
): Promise<boolean> {
  // The switch is also read per call, so a test that races something else (the credit ledger) can
  // take this lock away for one test; production refuses to start with it set.
  if (!options.disableHoldLimitLock && process.env.BOOKING_TEST_DISABLE_HOLD_LIMIT_LOCK !== '1') {
    await lockUntilCommit(req, LOCK_NAMESPACES.holdClient, who.clientKey)
    await lockUntilCommit(req, LOCK_NAMESPACES.holdAddress, who.email.toLowerCase())
  }
  const live = (where: Where) =>
    req.payload.count({
      collection: BOOKINGS_SLUG,
      where: { and: [{ status: { equals: 'held' } }, { holdExpiresAt: { greater_than: now.toISOString() } }, where] },
      overrideAccess: true,
      req,
    })
  const byClient = await live({ clientKey: { equals: who.clientKey } })
  const byAddress = await live({ customerEmail: { equals: who.email } })
  return byClient.totalDocs >= options.holdLimits.perClient || byAddress.totalDocs >= options.holdLimits.perAddress
}
