import type { PayloadRequest } from 'payload'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import type { SessionRestriction } from '@/payload-types'
import { daySchedule } from '../domain/daySchedule'
import { FULL_DAY_RESTRICTION, isFullDayRestriction, parseSlotInput } from '../domain/slots'
import { RESTRICTIONS_SLUG } from '../types'
import { loadDays, loadRestrictions } from './loadDay'
import { slotBookings, type SlotBooking } from './slotBookings'
import { lockSlot } from './slotOccupancy'

/**
 * Session restrictions (blocked sessions and days) have one writer, this file: staff blocks and
 * unblocks (the staff plugin's calendar) and a private hire's blocks (the inquiries plugin's
 * party confirmation) come through these operations. The collection's hooks write the audit
 * entries and revalidate the booking pages.
 */

/** Blocks from today on, soonest first, with who made each (depth 1). */
export async function upcomingRestrictions(req: PayloadRequest, now: Date = new Date()): Promise<SessionRestriction[]> {
  const { docs } = await req.payload.find({
    collection: RESTRICTIONS_SLUG,
    where: { date: { greater_than_equal: businessDate(now) } },
    sort: 'date',
    limit: 1000,
    depth: 1,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs
}

export type BlockResult =
  | { status: 'blocked'; restriction: SessionRestriction }
  | { status: 'invalid'; field: 'timeSlot' | 'date'; message: string }
  | { status: 'already_blocked'; message: string }
  | { status: 'has_bookings'; bookings: SlotBooking[]; message: string }

/**
 * Blocks one session of a day, or the whole day. The session must be one the day has (or the
 * whole-day value). Under the slot locks a family's hold takes, the bookings already in those
 * sessions are counted: unless staff have seen them and confirmed, the block is refused with
 * the list. The block is always recorded as the signed-in user's.
 */
export async function blockSlot(
  req: PayloadRequest,
  input: { date: string; timeSlot: string; reason: string; description: string; confirmAffected: boolean },
  now: Date = new Date(),
): Promise<BlockResult> {
  if (input.date < businessDate(now)) return { status: 'invalid', field: 'date', message: 'Choose today or a later date' }
  return inTransaction(req, async () => {
    const days = await loadDays(req, input.date, input.date)
    const sessions = daySchedule(input.date, days.settings, days.specialDays[0]).slots
    const fullDay = isFullDayRestriction(input.timeSlot)
    const start = fullDay ? null : parseSlotInput(input.timeSlot)
    const session = sessions.find((candidate) => candidate.start === start)
    if (!fullDay && !session) {
      const offered = [...sessions.map((candidate) => candidate.label), `${FULL_DAY_RESTRICTION} (whole day)`].join(', ')
      return { status: 'invalid', field: 'timeSlot', message: `Choose one of that day's sessions: ${offered}` }
    }
    const covered = fullDay ? sessions : [session!]
    const db = await transactionDb(req)
    for (const candidate of covered) await lockSlot(db, input.date, candidate.start)
    // Re-read under the locks: only the day's blocks, not its settings and special days again.
    const dayRestrictions = await loadRestrictions(req, input.date)
    const duplicate = dayRestrictions.find((restriction) =>
      fullDay
        ? isFullDayRestriction(restriction.timeSlot)
        : !isFullDayRestriction(restriction.timeSlot) && parseSlotInput(restriction.timeSlot) === start,
    )
    if (duplicate)
      return {
        status: 'already_blocked',
        message: `${fullDay ? 'The whole day' : session!.label} on ${input.date} is already blocked (${duplicate.reason}).`,
      }
    const booked = await slotBookings(
      req,
      input.date,
      covered.map((candidate) => candidate.start),
    )
    if (booked.length > 0 && !input.confirmAffected) {
      const children = booked.reduce((sum, booking) => sum + booking.children, 0)
      return {
        status: 'has_bookings',
        bookings: booked,
        message: `${booked.length} booking${booked.length === 1 ? '' : 's'} (${children} child${children === 1 ? '' : 'ren'}) already in ${fullDay ? 'that day' : session!.label}. Blocking stops new bookings only: contact these families yourself.`,
      }
    }
    const created = await req.payload.create({
      collection: RESTRICTIONS_SLUG,
      data: {
        date: input.date,
        timeSlot: fullDay ? FULL_DAY_RESTRICTION : session!.label,
        reason: input.reason,
        description: input.description || null,
      },
      req,
      overrideAccess: true,
      depth: 1,
    })
    return { status: 'blocked', restriction: created }
  })
}

/** Removes a block; false when there is none with that id. */
export async function unblockSlot(req: PayloadRequest, id: number): Promise<boolean> {
  return inTransaction(req, async () => {
    const existing = await req.payload.findByID({
      collection: RESTRICTIONS_SLUG,
      id,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!existing) return false
    await req.payload.delete({ collection: RESTRICTIONS_SLUG, id, req, overrideAccess: true })
    return true
  })
}

/**
 * A private hire's blocks on open play, in the caller's transaction: the caller holds the
 * sessions' slot locks and has checked that no family is booked in them.
 */
export async function blockForPrivateHire(
  req: PayloadRequest,
  hire: { date: string; sessionLabels: string[]; description: string; partyId: number },
): Promise<void> {
  for (const label of hire.sessionLabels) {
    await req.payload.create({
      collection: RESTRICTIONS_SLUG,
      data: { date: hire.date, timeSlot: label, reason: 'Private hire', description: hire.description, party: hire.partyId },
      req,
      overrideAccess: true,
    })
  }
}

/** A cancelled private hire gives its open-play hours back, in the caller's transaction. */
export async function releasePrivateHire(req: PayloadRequest, partyId: number): Promise<void> {
  await req.payload.delete({ collection: RESTRICTIONS_SLUG, where: { party: { equals: partyId } }, req, overrideAccess: true })
}
