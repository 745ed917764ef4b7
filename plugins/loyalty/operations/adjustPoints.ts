import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '@plugins/verification'
import { tierFor, type LoyaltyLevel } from '../domain/tiers'
import { addPoints, lockAddress, lockMember, memberByEmail, memberPoints } from './memberLedger'
import { loadLoyaltyProgram } from './loadLoyaltyProgram'

export type LoyaltySummary = { member: false } | { member: true; name: string; currentPoints: number; level: LoyaltyLevel }

export type PointsAdjustment =
  | { status: 'adjusted'; memberId: number; currentPoints: number; level: LoyaltyLevel }
  | { status: 'refused'; code: 'not_a_member' | 'points_too_few'; message: string }

/** What the desk sees of an address's loyalty membership: whether there is one, its points and level. */
export async function loyaltySummary(req: PayloadRequest, email: string): Promise<LoyaltySummary> {
  const member = await memberByEmail(req, normalizeEmail(email))
  if (!member) return { member: false }
  const points = await memberPoints(req, member.id)
  const program = await loadLoyaltyProgram(req.payload, req)
  return { member: true, name: member.name, currentPoints: points.currentPoints, level: tierFor(points.totalPoints, program.tiers).level }
}

/**
 * Staff add points to a member (a visit the kiosk missed, goodwill) or take some off (a
 * correction), inside the caller's transaction, under the member's lock: one `adjustment` entry,
 * keyed by the request (`entryKey`), never below zero points. Points added count towards the
 * level, as earned ones do. Only members: joining is the family's choice, at a booking.
 */
export async function adjustPoints(
  req: PayloadRequest,
  { email, delta, entryKey }: { email: string; delta: number; entryKey: string },
): Promise<PointsAdjustment> {
  if (!req.transactionID) throw new Error('adjustPoints must run inside a transaction')
  const address = normalizeEmail(email)
  await lockAddress(req, address)
  const member = await memberByEmail(req, address)
  if (!member)
    return {
      status: 'refused',
      code: 'not_a_member',
      message: 'This address is not a loyalty member, so it has no points. A family joins when they book.',
    }
  await lockMember(req, member.id)
  const before = await memberPoints(req, member.id)
  if (before.currentPoints + delta < 0)
    return {
      status: 'refused',
      code: 'points_too_few',
      message: `This member has ${before.currentPoints} points: at most ${before.currentPoints} can be taken off.`,
    }
  await addPoints(req, {
    memberId: member.id,
    points: delta,
    kind: 'adjustment',
    description: delta > 0 ? 'Added by staff' : 'Taken off by staff',
    entryKey,
  })
  const after = await memberPoints(req, member.id)
  const program = await loadLoyaltyProgram(req.payload, req)
  return {
    status: 'adjusted',
    memberId: member.id,
    currentPoints: after.currentPoints,
    level: tierFor(after.totalPoints, program.tiers).level,
  }
}
