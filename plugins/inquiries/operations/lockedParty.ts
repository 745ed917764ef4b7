import type { PayloadRequest } from 'payload'
import type { Party } from '@/payload-types'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { PARTIES_SLUG } from '../types'

/**
 * The party, read after taking its lock for the rest of the caller's transaction: every write to a
 * party's money, status or numbers (payments, changes, cancellation, lapse) holds it, so they apply
 * one after another on every app instance.
 */
export async function lockedParty(req: PayloadRequest, partyId: number): Promise<Party | null> {
  await lockUntilCommit(req, LOCK_NAMESPACES.party, partyId)
  return (await req.payload.findByID({
    collection: PARTIES_SLUG,
    id: partyId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as Party | null
}

/** Writes the party's own fields (its operations only). */
export async function updateParty(req: PayloadRequest, partyId: number, data: Partial<Party>): Promise<Party> {
  return (await req.payload.update({ collection: PARTIES_SLUG, id: partyId, data, req, overrideAccess: true })) as Party
}
