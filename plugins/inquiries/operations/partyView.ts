import type { PayloadRequest } from 'payload'
import { loadEmailVenue } from '@plugins/email'
import type { Party } from '@/payload-types'
import { beforeParty, changesCloseAfter, depositRefundableUntil, onOrBefore } from '../domain/partyDeadlines'
import type { PartyView } from '../domain/partyPageApi'
import { balanceDue, childLimits, moneyOf } from '../domain/partyPrice'
import { cancellationTermsText, termsFor, type PartySettings } from '../domain/partySettings'
import { loadPartySettings } from './loadPartySettings'
import { partyInquiry } from './lockedParty'

/** What a cancellation now would give back: all that was kept, less the deposit once it is no longer refundable. */
export function refundOnCancel(party: Party, settings: PartySettings, now: Date): number {
  const kept = (party.paidPence ?? 0) - (party.refundedPence ?? 0)
  const depositBack = onOrBefore(now, depositRefundableUntil(party.date, settings.depositRefundableDaysBefore))
  return Math.max(0, depositBack ? kept : kept - (party.depositPence ?? 0))
}

export function isOpen(party: Party): boolean {
  return party.status === 'provisional' || party.status === 'confirmed'
}

/** The party as the family's page shows it, with what they may do now. */
export async function partyView(req: PayloadRequest, party: Party, siteUrl: string, now: Date = new Date()): Promise<PartyView> {
  const settings = await loadPartySettings(req)
  const [inquiry, venue] = [await partyInquiry(req, party), await loadEmailVenue(req.payload, siteUrl, req)]
  const money = moneyOf(party)
  const closeAfter = changesCloseAfter(party.date, settings.changesCloseDaysBefore)
  const upcoming = isOpen(party) && beforeParty(now, party)
  const due = isOpen(party) ? balanceDue(money) : 0
  return {
    reference: `P-${party.id}`,
    status: party.status,
    childName: party.childName ?? '',
    childAge: party.childAge ?? '',
    parentName: inquiry?.name ?? '',
    parentEmail: inquiry?.email ?? '',
    date: party.date,
    timeSlot: party.timeSlot,
    start: party.start,
    end: party.end,
    packageName: party.packageName,
    pricing: party.pricing ?? 'perChild',
    unitPricePence: party.unitPricePence ?? 0,
    children: party.children ?? 0,
    limits: childLimits(termsFor(settings, party.packageKey), settings.roomCapacity, party.exclusiveUse === true),
    foodChoices: party.foodChoices ?? '',
    dietaryNotes: party.dietaryNotes ?? '',
    totalPence: money.totalPence,
    discountPence: party.discountPence ?? 0,
    discountLabel: party.discountCode ? `Loyalty reward ${party.discountCode}` : null,
    depositPence: party.depositPence ?? 0,
    paidPence: money.paidPence,
    refundedPence: money.refundedPence,
    balanceDuePence: due,
    deposit: {
      due: party.status === 'provisional',
      dueBy: party.status === 'provisional' ? (party.depositDueBy ?? null) : null,
      settledAs: party.depositSettledAs ?? null,
    },
    changesCloseAfter: closeAfter,
    canChange: upcoming && onOrBefore(now, closeAfter),
    canPayBalance: upcoming && party.status === 'confirmed' && due > 0,
    canApplyReward: upcoming && !party.discountCode,
    cancel: {
      allowed: upcoming,
      refundPence: isOpen(party) ? refundOnCancel(party, settings, now) : 0,
      refundableUntil: depositRefundableUntil(party.date, settings.depositRefundableDaysBefore),
    },
    cancellationTerms: cancellationTermsText(settings),
    venuePhone: venue.phone,
  }
}
