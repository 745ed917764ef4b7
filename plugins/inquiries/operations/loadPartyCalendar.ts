import { TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import type { PayloadRequest } from 'payload'
import { loadDays } from '@plugins/booking'
import { businessDate, VENUE_TIME_ZONE } from '@/lib/time/businessDate'
import type { PartyPackage } from '@/payload-types'
import { partySlotsFromLabels, type PartyCalendarFacts, type PartySlot } from '../domain/partyAvailability'
import { PARTIES_SLUG } from '../types'
import { PUBLISHED } from '@/lib/cms/contentHistory'

export type PartyCalendar = { facts: PartyCalendarFacts; slots: PartySlot[] }

/** Parties that hold their slot (provisional or confirmed) from `from` to `to`. */
export async function confirmedParties(req: PayloadRequest, from: string, to: string) {
  const { docs } = await req.payload.find({
    collection: PARTIES_SLUG,
    where: {
      and: [{ date: { greater_than_equal: from } }, { date: { less_than_equal: to } }, { status: { in: ['provisional', 'confirmed'] } }],
    },
    limit: 2000,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs
}

/** The party slots (from the party page in the CMS) and every fact that takes them, for a range of dates. */
export async function loadPartyCalendar(req: PayloadRequest, from: string, to: string, now: Date): Promise<PartyCalendar> {
  const days = await loadDays(req, from, to)
  const partyPage = await req.payload.findGlobal({ slug: 'party-page', depth: 0, req, overrideAccess: true })
  const parties = await confirmedParties(req, from, to)
  return {
    slots: partySlotsFromLabels((partyPage.timeSlots ?? []).map((slot) => slot.label)),
    facts: {
      today: businessDate(now),
      timeNow: format(new TZDate(now, VENUE_TIME_ZONE), 'HH:mm'),
      bookingWindowMonths: days.settings.bookingWindowMonths,
      sessionLengthMinutes: days.settings.sessionLengthMinutes,
      specialDays: days.specialDays,
      restrictions: days.restrictions,
      parties: parties.map(({ date, start, end }) => ({ date, start, end })),
    },
  }
}

/** Active party packages in the CMS's order. */
export async function partyPackages(req: PayloadRequest): Promise<PartyPackage[]> {
  const { docs } = await req.payload.find({
    collection: 'party-packages',
    where: { and: [{ active: { equals: true } }, PUBLISHED] },
    sort: 'sortOrder',
    limit: 50,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  return docs
}
