import type { PayloadRequest } from 'payload'
import { recordAudit } from '@plugins/audit'
import type { Inquiry, Party } from '@/payload-types'
import { inTransaction } from '@/lib/db/transaction'
import { businessDate, venueInstant } from '@/lib/time/businessDate'
import { PARTY_CHECK_IN_OPENS_MINUTES, type DoorParty } from '../domain/doorPartyApi'
import { balanceDue, moneyOf } from '../domain/partyPrice'
import { INQUIRIES_SLUG, PARTIES_SLUG } from '../types'
import { lockedParty, updateParty } from './lockedParty'

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()

const checkInOpens = (party: Party) => new Date(venueInstant(party.date, party.start).getTime() - PARTY_CHECK_IN_OPENS_MINUTES * 60_000)

function doorPartyOf(party: Party, parentName: string): DoorParty {
  return {
    id: party.id,
    reference: `P-${party.id}`,
    childName: party.childName ?? '',
    parentName,
    timeSlot: party.timeSlot,
    packageName: party.packageName,
    bookedChildren: party.children ?? 0,
    status: party.checkedInAt ? 'arrived' : 'expected',
    checkedIn: party.checkedInAt
      ? { children: party.checkedInChildren ?? 0, adults: party.checkedInAdults ?? 0, at: party.checkedInAt }
      : null,
    balanceDuePence: balanceDue(moneyOf(party)),
    checkInOpensAt: checkInOpens(party).toISOString(),
    endsAt: venueInstant(party.date, party.end).toISOString(),
  }
}

/** Today's confirmed parties that have not ended, with their parents' names. */
async function todaysParties(req: PayloadRequest, now: Date): Promise<{ party: Party; parentName: string }[]> {
  const { docs } = await req.payload.find({
    collection: PARTIES_SLUG,
    where: { and: [{ date: { equals: businessDate(now) } }, { status: { equals: 'confirmed' } }] },
    sort: 'start',
    limit: 50,
    depth: 0,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const parties = (docs as Party[]).filter((party) => venueInstant(party.date, party.end) > now)
  const inquiryIds = parties.flatMap((party) => (typeof party.inquiry === 'number' ? [party.inquiry] : []))
  const { docs: inquiries } =
    inquiryIds.length === 0
      ? { docs: [] as Inquiry[] }
      : await req.payload.find({
          collection: INQUIRIES_SLUG,
          where: { id: { in: inquiryIds } },
          depth: 0,
          limit: 50,
          req,
          overrideAccess: true,
        })
  const names = new Map((inquiries as Inquiry[]).map((inquiry) => [inquiry.id, inquiry.name]))
  return parties.map((party) => ({ party, parentName: (typeof party.inquiry === 'number' && names.get(party.inquiry)) || '' }))
}

/**
 * The kiosk finds a party by the birthday child's or the parent's name (any word of either, from
 * its start: a surname is enough) or its reference (P-12), among today's confirmed parties that
 * have not ended.
 */
export async function findPartiesAtTheDoor(req: PayloadRequest, query: string, now: Date = new Date()): Promise<DoorParty[]> {
  const wanted = fold(query)
  if (wanted.length < 2) return []
  const reference = /^p-?(\d+)$/.exec(wanted.replace(/\s/g, ''))
  return (await todaysParties(req, now))
    .filter(({ party, parentName }) => {
      if (reference) return party.id === Number(reference[1])
      const words = `${fold(party.childName ?? '')} ${fold(parentName)}`.split(/[\s'-]+/)
      return words.some((word) => word.startsWith(wanted)) || `${fold(party.childName ?? '')} ${fold(parentName)}`.includes(wanted)
    })
    .map(({ party, parentName }) => doorPartyOf(party, parentName))
}

/** Parties checked in and not yet ended: their guests are inside now. */
export async function partiesInsideNow(req: PayloadRequest, now: Date = new Date()): Promise<DoorParty[]> {
  return (await todaysParties(req, now))
    .filter(({ party }) => party.checkedInAt)
    .map(({ party, parentName }) => doorPartyOf(party, parentName))
}

export type PartyCheckInResult =
  | { status: 'done' | 'already'; party: DoorParty }
  | { status: 'not_found' }
  | { status: 'refused'; code: 'not_today' | 'too_early' | 'ended'; message: string }

/**
 * The party checks in at the door as one group with its head count: once, under the party's lock
 * (a second tap, or a second tablet, answers with the first check-in). From half an hour before
 * its start until its end, on its day.
 */
export async function checkInParty(
  req: PayloadRequest,
  input: { partyId: number; children: number; adults: number },
  now: Date = new Date(),
): Promise<PartyCheckInResult> {
  return inTransaction(req, async (): Promise<PartyCheckInResult> => {
    const party = await lockedParty(req, input.partyId)
    if (!party || party.status !== 'confirmed') return { status: 'not_found' }
    const parentName = (await todaysParties(req, now)).find((entry) => entry.party.id === party.id)?.parentName ?? ''
    if (party.checkedInAt) return { status: 'already', party: doorPartyOf(party, parentName) }
    if (party.date !== businessDate(now))
      return { status: 'refused', code: 'not_today', message: 'This party is not today. Please ask a member of staff.' }
    const opens = checkInOpens(party)
    if (now < opens) {
      const time = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        hour: 'numeric',
        minute: '2-digit',
        hourCycle: 'h12',
      }).format(opens)
      return { status: 'refused', code: 'too_early', message: `Check-in for this party opens at ${time.toUpperCase()}.` }
    }
    if (now >= venueInstant(party.date, party.end)) return { status: 'refused', code: 'ended', message: 'This party has ended.' }
    const updated = await updateParty(req, party.id, {
      checkedInAt: now.toISOString(),
      checkedInChildren: input.children,
      checkedInAdults: input.adults,
    })
    await recordAudit(req, {
      action: 'party_checked_in',
      summary: `${party.childName || 'A'}'s party checked in at the door: ${input.children} children, ${input.adults} adults`,
      entity: PARTIES_SLUG,
      recordId: party.id,
      after: { children: input.children, adults: input.adults },
    })
    return { status: 'done', party: doorPartyOf(updated, parentName) }
  })
}
