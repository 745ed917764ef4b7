import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { LoyaltyMember } from '@/payload-types'
import { ledgerLocksDisabled } from '@/lib/db/ledgerLocks'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { requestDb } from '@/lib/db/transaction'
import type { PublicMember } from '../domain/memberAnswers'
import { tierFor } from '../domain/tiers'
import { LOYALTY_LEDGER_SLUG, LOYALTY_MEMBERS_SLUG, type PointEntryKind } from '../types'
import { loadLoyaltyProgram } from './loadLoyaltyProgram'

/** Serialises every points change of one member until the transaction ends, on every instance. */
export async function lockMember(req: PayloadRequest, memberId: number): Promise<void> {
  if (ledgerLocksDisabled()) return
  await lockUntilCommit(req, LOCK_NAMESPACES.loyaltyMember, memberId)
}

/** Serialises enrolment of one address, so two paid bookings at once make one member. */
export async function lockAddress(req: PayloadRequest, email: string): Promise<void> {
  await lockUntilCommit(req, LOCK_NAMESPACES.loyaltyAddress, email)
}

/** The member with this (normalised) address, if any. */
export async function memberByEmail(req: PayloadRequest, email: string): Promise<LoyaltyMember | null> {
  const { docs } = await req.payload.find({
    collection: LOYALTY_MEMBERS_SLUG,
    where: { email: { equals: email } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

export type MemberPoints = { currentPoints: number; totalPoints: number; visitCount: number; partyCount: number }

/** Current points (everything), total earned (everything but spending), and counted visits and parties. */
export async function memberPoints(req: PayloadRequest, memberId: number): Promise<MemberPoints> {
  const handle = await requestDb(req)
  const points = await handle.execute(sql`
    select coalesce(sum(points), 0) as current, coalesce(sum(points) filter (where kind <> 'redemption'), 0) as total
    from loyalty_ledger where member_id = ${memberId}`)
  const activities = await handle.execute(sql`
    select count(*) filter (where kind = 'visit') as visits, count(*) filter (where kind = 'party') as parties
    from loyalty_activities where member_id = ${memberId}`)
  const p = points.rows[0] as { current: string; total: string }
  const a = activities.rows[0] as { visits: string; parties: string }
  return { currentPoints: Number(p.current), totalPoints: Number(p.total), visitCount: Number(a.visits), partyCount: Number(a.parties) }
}

/** The achievements the member has been given points for. */
export async function earnedAchievementIds(req: PayloadRequest, memberId: number): Promise<number[]> {
  const result = await (
    await requestDb(req)
  ).execute(sql`select distinct achievement_id from loyalty_ledger where member_id = ${memberId} and achievement_id is not null`)
  return (result.rows as { achievement_id: number | string }[]).map((row) => Number(row.achievement_id))
}

export type { PublicMember }

/** The member as the spec's loyalty page reads it. */
export async function publicMember(req: PayloadRequest, member: LoyaltyMember): Promise<PublicMember> {
  // One after another: under a transaction these share one connection, which runs a query at a time.
  const points = await memberPoints(req, member.id)
  const program = await loadLoyaltyProgram(req.payload, req)
  const earned = await earnedAchievementIds(req, member.id)
  return {
    id: member.id,
    name: member.name,
    email: member.email,
    currentPoints: points.currentPoints,
    totalPoints: points.totalPoints,
    visitCount: points.visitCount,
    membershipLevel: tierFor(points.totalPoints, program.tiers).level,
    earnedAchievementIds: earned,
  }
}

export type PointsEntry = {
  memberId: number
  points: number
  kind: PointEntryKind
  description: string
  entryKey: string
  booking?: number
  achievement?: number
}

/** Appends one entry unless its key is already there; true when it was written. Call under the member's lock. */
export async function addPoints(req: PayloadRequest, entry: PointsEntry): Promise<boolean> {
  const seen = await req.payload.count({
    collection: LOYALTY_LEDGER_SLUG,
    where: { entryKey: { equals: entry.entryKey } },
    req,
    overrideAccess: true,
  })
  if (seen.totalDocs > 0) return false
  await req.payload.create({
    collection: LOYALTY_LEDGER_SLUG,
    data: {
      member: entry.memberId,
      points: entry.points,
      kind: entry.kind,
      description: entry.description,
      entryKey: entry.entryKey,
      booking: entry.booking ?? null,
      achievement: entry.achievement ?? null,
    },
    req,
    overrideAccess: true,
  })
  return true
}
