import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { blockForPrivateHire, daySchedule, loadDays, lockSlot, slotBookings, type SlotBooking } from '@plugins/booking'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { minutesOfDay } from '@/fields/validators'
import { withReply } from '../domain/replyHistory'
import { findPartySlot, partySlotStates, type PartySlotTaken } from '../domain/partyAvailability'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'
import { loadPartyCalendar, partyPackages } from './loadPartyCalendar'
import { markResponded } from './markResponded'
import { queuePartyConfirmation } from './partyConfirmationEmail'

export type ConfirmPartyResult =
  | { status: 'confirmed'; partyId: number; blockedSessions: string[]; emailedTo: string; emailJobId: number | string }
  | { status: 'not_found' }
  | { status: 'refused'; code: 'not_party' | 'already_confirmed' | 'unknown_slot' | 'unknown_package'; message: string }
  | { status: 'slot_taken'; takenBy: PartySlotTaken; message: string }
  | { status: 'has_bookings'; bookings: SlotBooking[]; message: string }

const TAKEN_WORDS: Record<PartySlotTaken, string> = {
  past: 'that slot has already started or passed',
  outside_window: 'that date is beyond the booking window',
  closed: 'the centre is closed that day',
  event: 'that day is an event day',
  hours: 'the centre is not open for all of that slot that day',
  blocked: 'those hours are blocked in the booking calendar',
  party: 'another party is already booked in that slot',
}

/**
 * Staff confirm a party from its inquiry: the date, party slot and package. Under a lock on the
 * day, the slot is checked against the live party calendar and the party saved, so two staff
 * confirming the same slot at once book it once. A private hire (a package for exclusive use)
 * also blocks open play for the sessions its hours overlap, under those sessions' slot locks,
 * and is refused, with the bookings listed, when families already hold places in them. The
 * family is e-mailed the confirmation (queued in the same transaction) and the inquiry is answered.
 */
export async function confirmParty(
  req: PayloadRequest,
  inquiryId: number,
  input: { date: string; timeSlot: string; packageKey: string },
  now: Date = new Date(),
): Promise<ConfirmPartyResult> {
  return inTransaction(req, async () => {
    await lockUntilCommit(req, LOCK_NAMESPACES.inquiry, inquiryId)
    const inquiry = await req.payload.findByID({
      collection: INQUIRIES_SLUG,
      id: inquiryId,
      depth: 0,
      req,
      overrideAccess: true,
      disableErrors: true,
    })
    if (!inquiry) return { status: 'not_found' }
    if (inquiry.inquiryType !== 'party_booking')
      return { status: 'refused', code: 'not_party', message: 'Only a party inquiry can be confirmed as a party.' }
    const existing = await req.payload.count({
      collection: PARTIES_SLUG,
      where: { and: [{ inquiry: { equals: inquiryId } }, { status: { equals: 'confirmed' } }] },
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { status: 'refused', code: 'already_confirmed', message: 'This party is already confirmed.' }
    const pkg = (await partyPackages(req)).find((candidate) => candidate.key === input.packageKey)
    if (!pkg) return { status: 'refused', code: 'unknown_package', message: 'Choose one of the party packages.' }

    await lockUntilCommit(req, LOCK_NAMESPACES.partyDay, input.date)
    const { slots, facts } = await loadPartyCalendar(req, input.date, input.date, now)
    const slot = findPartySlot(slots, input.timeSlot)
    if (!slot) return { status: 'refused', code: 'unknown_slot', message: 'Choose one of the party time slots.' }
    const state = partySlotStates(input.date, [slot], facts)[0]!
    if (state.takenBy)
      return {
        status: 'slot_taken',
        takenBy: state.takenBy,
        message: `${slot.label} on ${input.date} cannot be booked: ${TAKEN_WORDS[state.takenBy]}.`,
      }

    let blockedSessions: string[] = []
    if (pkg.exclusiveUse) {
      const days = await loadDays(req, input.date, input.date)
      const sessions = daySchedule(input.date, days.settings, days.specialDays[0]).slots.filter(
        (session) => minutesOfDay(session.start) < minutesOfDay(slot.end) && minutesOfDay(slot.start) < minutesOfDay(session.end),
      )
      const db = await transactionDb(req)
      for (const session of sessions) await lockSlot(db, input.date, session.start)
      const booked = await slotBookings(
        req,
        input.date,
        sessions.map((session) => session.start),
      )
      if (booked.length > 0) {
        return {
          status: 'has_bookings',
          bookings: booked,
          message: `Families have booked open play in those hours (${booked.length} booking${booked.length === 1 ? '' : 's'}): move or cancel them first.`,
        }
      }
      blockedSessions = sessions.map((session) => session.label)
    }

    const confirmedBy = req.user?.collection === 'users' ? Number(req.user.id) : null
    const party = await req.payload.create({
      collection: PARTIES_SLUG,
      data: {
        inquiry: inquiryId,
        date: input.date,
        timeSlot: slot.label,
        start: slot.start,
        end: slot.end,
        childName: inquiry.party?.childName ?? '',
        numberOfChildren: inquiry.party?.numberOfChildren ?? '',
        packageKey: pkg.key,
        packageName: pkg.name,
        exclusiveUse: pkg.exclusiveUse === true,
        status: 'confirmed',
        confirmedBy,
      },
      req,
      overrideAccess: true,
    })
    await blockForPrivateHire(req, {
      date: input.date,
      sessionLabels: blockedSessions,
      description: `${pkg.name}: ${inquiry.party?.childName ?? inquiry.name}'s party, ${slot.label}`,
      partyId: party.id,
    })
    const email = await queuePartyConfirmation(req, inquiry, { date: input.date, timeSlot: slot.label, pkg })
    // partyBooked is what the loyalty achievement reads (the collection's hook, in this transaction);
    // the confirmation e-mail joins the inquiry's replies, where staff see what the family was sent.
    await req.payload.update({
      collection: INQUIRIES_SLUG,
      id: inquiryId,
      data: {
        partyBooked: true,
        replies: withReply(inquiry, { subject: email.subject, body: email.body, sentAt: new Date().toISOString(), sentBy: confirmedBy }),
      },
      req,
      overrideAccess: true,
    })
    await markResponded(req, inquiryId, 'replied')
    await recordAudit(req, {
      action: 'party_confirmed',
      summary: `Confirmed ${inquiry.party?.childName ?? inquiry.name}'s party on ${input.date}, ${slot.label} (${pkg.name})`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      after: { inquiry: inquiryId, date: input.date, timeSlot: slot.label, package: pkg.key, blockedSessions },
    })
    return { status: 'confirmed', partyId: party.id, blockedSessions, emailedTo: email.to, emailJobId: email.jobId }
  })
}
