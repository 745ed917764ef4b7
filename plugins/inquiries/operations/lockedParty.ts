import type { PayloadRequest } from 'payload'
import type { Inquiry, Party, PartyPayment } from '@/payload-types'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { INQUIRIES_SLUG, PARTIES_SLUG, PARTY_PAYMENTS_SLUG } from '../types'

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

/** The id of the party's inquiry, or null when it was deleted. */
export function inquiryIdOf(party: Pick<Party, 'inquiry'>): number | null {
  return (typeof party.inquiry === 'object' ? party.inquiry?.id : party.inquiry) ?? null
}

/** The party's inquiry (its family's name and address), or null when it was deleted. */
export async function partyInquiry(req: PayloadRequest, party: Party): Promise<Inquiry | null> {
  const inquiryId = inquiryIdOf(party)
  if (!inquiryId) return null
  return (await req.payload.findByID({
    collection: INQUIRIES_SLUG,
    id: inquiryId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })) as Inquiry | null
}

/**
 * The party's open payments (not yet paid) marked superseded, under its lock: the intents to cancel
 * after the commit. A payment that still succeeds is refunded by its event.
 */
export async function supersedeOpenPayments(
  req: PayloadRequest,
  partyId: number,
  statuses: PartyPayment['status'][] = ['pending', 'processing'],
): Promise<string[]> {
  const { docs } = await req.payload.find({
    collection: PARTY_PAYMENTS_SLUG,
    where: { and: [{ party: { equals: partyId } }, { status: { in: statuses } }] },
    depth: 0,
    limit: 20,
    req,
    overrideAccess: true,
  })
  const intents: string[] = []
  for (const row of docs as PartyPayment[]) {
    await req.payload.update({ collection: PARTY_PAYMENTS_SLUG, id: row.id, data: { status: 'superseded' }, req, overrideAccess: true })
    if (row.paymentReference) intents.push(row.paymentReference)
  }
  return intents
}
