import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import { blockForPrivateHire, daySchedule, loadDays, lockSlot, slotBookings, type SlotBooking } from '@plugins/booking'
import { hasRole } from '@/access/roles'
import type { Party } from '@/payload-types'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { minutesOfDay } from '@/fields/validators'
import { findPartySlot, partySlotStates, type PartySlotTaken } from '../domain/partyAvailability'
import { depositDueBy } from '../domain/partyDeadlines'
import { childLimits, childrenFromForm, depositFor, partySubtotal } from '../domain/partyPrice'
import { termsFor } from '../domain/partySettings'
import { partyPagePath, partyToken } from '../domain/partyToken'
import type { ConfirmDeposit } from '../domain/staffInquiryApi'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'
import { loadPartyCalendar, partyPackages } from './loadPartyCalendar'
import { loadPartySettings } from './loadPartySettings'
import { markResponded } from './markResponded'
import { partyLinksOf } from './partyLinks'
import { depositAtConfirm } from './depositAtConfirm'

export type ConfirmPartyResult =
  | {
      status: 'provisional' | 'confirmed'
      partyId: number
      blockedSessions: string[]
      emailedTo: string
      emailJobId: number | string | null
      totalPence: number
      depositPence: number
      depositDueBy: string | null
      manageUrl: string
    }
  | { status: 'not_found' }
  | {
      status: 'refused'
      code: 'not_party' | 'already_confirmed' | 'unknown_slot' | 'unknown_package' | 'children_out_of_range' | 'waive_not_allowed'
      message: string
    }
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
  input: { date: string; timeSlot: string; packageKey: string; children?: number; deposit?: ConfirmDeposit; waiveReason?: string },
  now: Date = new Date(),
): Promise<ConfirmPartyResult> {
  const links = partyLinksOf(req.payload)
  const deposit = input.deposit ?? 'link'
  if (deposit === 'waived' && !hasRole(req.user, 'admin'))
    return { status: 'refused', code: 'waive_not_allowed', message: 'Only an admin can waive a party deposit.' }
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
      where: { and: [{ inquiry: { equals: inquiryId } }, { status: { in: ['provisional', 'confirmed'] } }] },
      req,
      overrideAccess: true,
    })
    if (existing.totalDocs > 0) return { status: 'refused', code: 'already_confirmed', message: 'This party is already confirmed.' }
    const pkg = (await partyPackages(req)).find((candidate) => candidate.key === input.packageKey)
    if (!pkg) return { status: 'refused', code: 'unknown_package', message: 'Choose one of the party packages.' }
    const settings = await loadPartySettings(req)
    const terms = termsFor(settings, pkg.key)
    const limits = childLimits(terms, settings.roomCapacity, pkg.exclusiveUse === true)
    const children = input.children ?? childrenFromForm(inquiry.party?.numberOfChildren) ?? limits.min
    if (children < limits.min || children > limits.max)
      return {
        status: 'refused',
        code: 'children_out_of_range',
        message: `${pkg.name} is for ${limits.min} to ${limits.max} children; this party has ${children}.`,
      }

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
    const pricing = pkg.pricing ?? 'perChild'
    const totalPence = partySubtotal({ pricing, unitPricePence: pkg.pricePence }, children)
    const depositPence = depositFor(terms, totalPence)
    const dueBy =
      deposit === 'link' ? depositDueBy(now, settings.depositHoldDays, { date: input.date, start: slot.start }).toISOString() : null
    let party = (await req.payload.create({
      collection: PARTIES_SLUG,
      data: {
        inquiry: inquiryId,
        date: input.date,
        timeSlot: slot.label,
        start: slot.start,
        end: slot.end,
        childName: inquiry.party?.childName ?? '',
        childAge: inquiry.party?.childAge ?? '',
        numberOfChildren: inquiry.party?.numberOfChildren ?? '',
        children,
        packageKey: pkg.key,
        packageName: pkg.name,
        exclusiveUse: pkg.exclusiveUse === true,
        status: 'provisional',
        confirmedBy,
        pricing,
        unitPricePence: pkg.pricePence,
        totalPence,
        depositPence,
        depositDueBy: dueBy,
        dietaryNotes: inquiry.party?.dietaryRequirements ?? '',
      },
      req,
      overrideAccess: true,
    })) as Party
    await lockUntilCommit(req, LOCK_NAMESPACES.party, party.id)
    await blockForPrivateHire(req, {
      date: input.date,
      sessionLabels: blockedSessions,
      description: `${pkg.name}: ${inquiry.party?.childName ?? inquiry.name}'s party, ${slot.label}`,
      partyId: party.id,
    })
    await recordAudit(req, {
      action: 'party_confirmed',
      summary: `${deposit === 'link' ? 'Provisionally booked' : 'Confirmed'} ${inquiry.party?.childName ?? inquiry.name}'s party on ${input.date}, ${slot.label} (${pkg.name})`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      after: {
        inquiry: inquiryId,
        date: input.date,
        timeSlot: slot.label,
        package: pkg.key,
        blockedSessions,
        children,
        totalPence,
        depositPence,
        deposit,
      },
    })
    const settled = await depositAtConfirm(req, party, inquiry, { deposit, waiveReason: input.waiveReason ?? '' }, links, now)
    party = settled.party
    const email = settled.email
    if (inquiry.followUp)
      await req.payload.update({ collection: INQUIRIES_SLUG, id: inquiryId, data: { followUp: null }, req, overrideAccess: true })
    await markResponded(req, inquiryId, 'replied')
    const manageUrl = partyPagePath(partyToken(links.secret, party.id, party.date))
    return {
      status: deposit === 'link' ? 'provisional' : 'confirmed',
      partyId: party.id,
      blockedSessions,
      emailedTo: email?.to ?? inquiry.email,
      emailJobId: email?.jobId ?? null,
      totalPence,
      depositPence,
      depositDueBy: dueBy,
      manageUrl,
    }
  })
}
