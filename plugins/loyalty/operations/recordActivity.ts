import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '@plugins/verification'
import type { Booking } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { formatPence } from '@/lib/money'
import { pointsForPayment, pointsToReverse } from '../domain/earning'
import { tierFor } from '../domain/tiers'
import { LOYALTY_ACTIVITIES_SLUG, LOYALTY_LEDGER_SLUG, LOYALTY_MEMBERS_SLUG } from '../types'
import { awardAchievements } from './awardAchievements'
import { loadLoyaltyProgram } from './loadLoyaltyProgram'
import { addPoints, lockAddress, lockMember, memberByEmail, memberPoints } from './memberLedger'

async function countActivity(req: PayloadRequest, memberId: number, kind: 'visit' | 'party', sourceKey: string): Promise<void> {
  const seen = await req.payload.count({
    collection: LOYALTY_ACTIVITIES_SLUG,
    where: { sourceKey: { equals: sourceKey } },
    req,
    overrideAccess: true,
  })
  if (seen.totalDocs === 0)
    await req.payload.create({
      collection: LOYALTY_ACTIVITIES_SLUG,
      data: { member: memberId, kind, sourceKey },
      req,
      overrideAccess: true,
    })
}

/**
 * A booking was paid (call inside the payment's transaction). Enrols the booker if they opted in
 * and are not a member (free, with the welcome bonus), then earns points per whole pound paid plus
 * the level's bonus. Each step happens once. The visit counts later, at check-in (recordVisit).
 */
export async function recordPaidBooking(
  req: PayloadRequest,
  booking: Pick<Booking, 'id' | 'reference' | 'customerEmail' | 'customerName' | 'loyaltyOptIn' | 'finalAmountPence' | 'date'>,
): Promise<void> {
  const address = booking.customerEmail
  if (!address) return
  await inTransaction(req, async () => {
    const email = normalizeEmail(address)
    await lockAddress(req, email)
    const program = await loadLoyaltyProgram(req.payload, req)
    let member = await memberByEmail(req, email)
    if (!member) {
      if (booking.loyaltyOptIn === false) return
      member = await req.payload.create({
        collection: LOYALTY_MEMBERS_SLUG,
        data: { email, name: booking.customerName },
        req,
        overrideAccess: true,
      })
      if (program.welcomeBonus > 0) {
        await addPoints(req, {
          memberId: member.id,
          points: program.welcomeBonus,
          kind: 'welcome',
          description: 'Welcome bonus',
          entryKey: `welcome-member-${member.id}`,
        })
      }
    }
    await lockMember(req, member.id)
    const before = await memberPoints(req, member.id)
    const tier = tierFor(before.totalPoints, program.tiers)
    const earned = pointsForPayment({
      paidPence: booking.finalAmountPence,
      pointsPerPound: program.pointsPerPound,
      tier,
      visitDate: booking.date,
    })
    if (earned.base > 0) {
      await addPoints(req, {
        memberId: member.id,
        points: earned.base,
        kind: 'earn',
        description: `Booking ${booking.reference}: ${formatPence(booking.finalAmountPence)} paid`,
        entryKey: `booking-${booking.id}-earn`,
        booking: booking.id,
      })
    }
    if (earned.bonus > 0) {
      await addPoints(req, {
        memberId: member.id,
        points: earned.bonus,
        kind: 'tier_bonus',
        description: `${tier.label} bonus (${tier.bonusPercent}%) on booking ${booking.reference}`,
        entryKey: `booking-${booking.id}-bonus`,
        booking: booking.id,
      })
    }
  })
}

/**
 * A booking was checked in (call inside the check-in's transaction): the visit counts for the
 * member with the booking's address, once, and any achievement reached is awarded. Payment only
 * earns points; a visit is a family through the door. No member (or no address, as for a walk-in
 * paying at the desk): nothing happens.
 */
export async function recordVisit(req: PayloadRequest, booking: Pick<Booking, 'id' | 'customerEmail'>): Promise<void> {
  if (!booking.customerEmail) return
  const email = normalizeEmail(booking.customerEmail)
  await inTransaction(req, async () => {
    const member = await memberByEmail(req, email)
    if (!member) return
    await lockMember(req, member.id)
    await countActivity(req, member.id, 'visit', `booking-${booking.id}`)
    await awardAchievements(req, member.id)
  })
}

/** Staff undid a check-in (call inside the undo's transaction): the visit no longer counts. Achievements already given stay. */
export async function recordVisitUndone(req: PayloadRequest, bookingId: number): Promise<void> {
  await inTransaction(req, async () => {
    const { docs } = await req.payload.find({
      collection: LOYALTY_ACTIVITIES_SLUG,
      where: { sourceKey: { equals: `booking-${bookingId}` } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const visit = docs[0]
    if (!visit) return
    await lockMember(req, typeof visit.member === 'number' ? visit.member : visit.member.id)
    await req.payload.delete({ collection: LOYALTY_ACTIVITIES_SLUG, id: visit.id, req, overrideAccess: true })
  })
}

/** Staff marked a party inquiry as booked: it counts towards the party achievements of the member with that address, if any. */
export async function recordPartyBooked(req: PayloadRequest, input: { email: string; inquiryId: number }): Promise<void> {
  await inTransaction(req, async () => {
    const email = normalizeEmail(input.email)
    await lockAddress(req, email)
    const member = await memberByEmail(req, email)
    if (!member) return
    await lockMember(req, member.id)
    await countActivity(req, member.id, 'party', `party-${input.inquiryId}`)
    await awardAchievements(req, member.id)
  })
}

/**
 * A paid booking was cancelled (call inside the cancellation's transaction): its visit no longer
 * counts, and a refund takes back the points it earned in proportion to the money returned, as far
 * as the member still has them. Achievements already awarded stay. Each step happens once.
 */
export async function recordCancelledBooking(
  req: PayloadRequest,
  booking: Pick<Booking, 'id' | 'reference' | 'finalAmountPence'>,
  refundPence: number,
): Promise<void> {
  await inTransaction(req, async () => {
    const sourceKey = `booking-${booking.id}`
    const visits = await req.payload.find({
      collection: LOYALTY_ACTIVITIES_SLUG,
      where: { sourceKey: { equals: sourceKey } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const earnedEntries = await req.payload.find({
      collection: LOYALTY_LEDGER_SLUG,
      where: { and: [{ booking: { equals: booking.id } }, { kind: { in: ['earn', 'tier_bonus'] } }] },
      limit: 10,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const owner = visits.docs[0]?.member ?? earnedEntries.docs[0]?.member
    if (owner == null) return
    const memberId = typeof owner === 'number' ? owner : owner.id
    await lockMember(req, memberId)
    if (visits.docs[0]) await req.payload.delete({ collection: LOYALTY_ACTIVITIES_SLUG, id: visits.docs[0].id, req, overrideAccess: true })
    const { currentPoints } = await memberPoints(req, memberId)
    const earnedPoints = earnedEntries.docs.reduce((sum, entry) => sum + entry.points, 0)
    const points = pointsToReverse({ earnedPoints, paidPence: booking.finalAmountPence, refundPence, currentPoints })
    if (points > 0) {
      await addPoints(req, {
        memberId,
        points: -points,
        kind: 'reversal',
        description: `Booking ${booking.reference} refunded: ${formatPence(refundPence)}`,
        entryKey: `booking-${booking.id}-reversal`,
        booking: booking.id,
      })
    }
  })
}
