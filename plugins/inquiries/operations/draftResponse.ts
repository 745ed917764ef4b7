import type { PayloadRequest } from 'payload'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import { loadDayViews } from '@plugins/booking'
import type { Inquiry } from '@/payload-types'
import type { AlternativeDateAnswer, DraftResponseAnswer, DraftedResponse, InquiryAvailability, SlotTimes } from '../contract'
import { dateInMessage } from '../domain/dateInMessage'
import { longDate } from '../domain/inquiryListing'
import { alternativeDates, classifyPartyRequest, findPartySlot, partySlotStates, type PartySlot } from '../domain/partyAvailability'
import { partyEstimate } from '../domain/partyEstimate'
import { fillTemplate, listInWords, quote } from '../domain/replyTemplate'
import { CONTACT_INQUIRY_TYPES } from '../domain/contactSchema'
import { INQUIRIES_SLUG } from '../types'
import { loadPartyCalendar, partyPackages } from './loadPartyCalendar'
import { loadReplyTemplates, type ReplyTemplates } from './replyTemplates'

const ALTERNATIVES = 3

type Venue = { name: string; phone: string }
type Checked = { availability: InquiryAvailability; availableSlots: SlotTimes[]; alternativeDates: AlternativeDateAnswer[]; date: string }

const times = ({ start, end, label }: PartySlot): SlotTimes => ({ start, end, label })
const slotWords = (slots: SlotTimes[]) => listInWords(slots.map((slot) => slot.label))
const alternativeWords = (dates: AlternativeDateAnswer[]) =>
  listInWords(dates.map((date) => `${date.label} (${slotWords(date.availableSlots)})`))

/** The requested party slot against the live party calendar: closures, special days, blocks and confirmed parties. */
async function checkPartyDate(req: PayloadRequest, date: string, requested: string, now: Date): Promise<Checked | null> {
  const today = businessDate(now)
  const settings = await req.payload.findGlobal({ slug: 'booking-settings', depth: 0, req, overrideAccess: true })
  const last = addBusinessMonths(today, settings.bookingWindowMonths)
  const from = date < today ? today : date
  const { slots, facts } = await loadPartyCalendar(req, from <= last ? from : last, last, now)
  if (slots.length === 0) return null
  const states = partySlotStates(date, slots, facts)
  const { availability, availableSlots } = classifyPartyRequest(states, findPartySlot(slots, requested))
  const alternatives =
    availability === 'unavailable'
      ? alternativeDates(date, slots, facts, ALTERNATIVES).map((alternative) => ({
          date: alternative.date,
          label: longDate(alternative.date),
          availableSlots: alternative.availableSlots.map(times),
        }))
      : []
  return { availability, availableSlots: availableSlots.map(times), alternativeDates: alternatives, date }
}

/** Open play on the date a message names: every session with places, some, or none. */
async function checkOpenPlayDate(req: PayloadRequest, date: string, now: Date): Promise<Checked | null> {
  const today = businessDate(now)
  if (date < today) return null
  const [view] = await loadDayViews(req, date, date, today, now)
  if (!view) return null
  const free = view.sessions.filter((session) => session.state === 'available' || session.state === 'low')
  const availability: InquiryAvailability =
    !view.available || free.length === 0 ? 'unavailable' : free.length === view.sessions.length ? 'available' : 'partial'
  return { availability, availableSlots: free.map(({ start, end, label }) => ({ start, end, label })), alternativeDates: [], date }
}

/** Runs a calendar read; a failure leaves the draft without availability rather than failing it. */
async function fromCalendar(req: PayloadRequest, read: () => Promise<Checked | null>): Promise<Checked | null> {
  try {
    return await read()
  } catch (error) {
    req.payload.logger.warn({ err: error, msg: 'the drafted reply goes without availability: the calendar could not be read' })
    return null
  }
}

async function draftParty(
  req: PayloadRequest,
  inquiry: Inquiry,
  templates: ReplyTemplates,
  venue: Venue,
  now: Date,
): Promise<{ draft: DraftedResponse; integrated: boolean }> {
  const party = inquiry.party ?? {}
  const [packages, partyPage] = [
    await partyPackages(req),
    await req.payload.findGlobal({ slug: 'party-page', depth: 0, req, overrideAccess: true }),
  ]
  const pkg =
    packages.find((candidate) => candidate.key === party.packageType) ?? packages.find((candidate) => candidate.recommended) ?? null
  const checked = party.partyDate ? await fromCalendar(req, () => checkPartyDate(req, party.partyDate!, party.partyTime ?? '', now)) : null
  const dateWords = party.partyDate ? longDate(party.partyDate) : 'the date you asked for'
  const values = {
    parentName: inquiry.name,
    childName: party.childName ?? '',
    childAge: party.childAge ?? '',
    partyDate: dateWords,
    partyTime: party.partyTime ?? '',
    packageName: pkg?.name ?? party.packageType ?? '',
    numberOfChildren: party.numberOfChildren ?? '',
    estimate: pkg ? `Estimate: ${partyEstimate({ ...pkg, pricing: pkg.pricing ?? 'perChild' }, party.numberOfChildren ?? '').text}` : '',
    catering: [partyPage.catering?.heading, ...(partyPage.catering?.points ?? []).map((point) => `- ${point.text}`)]
      .filter(Boolean)
      .join('\n'),
    venueName: venue.name,
    venuePhone: venue.phone,
    availableSlots: checked ? slotWords(checked.availableSlots) : '',
    alternativeDates: checked ? alternativeWords(checked.alternativeDates) : '',
  }
  const availabilityTemplate = checked
    ? { available: templates.partyAvailable, partial: templates.partyPartial, unavailable: templates.partyUnavailable }[
        checked.availability
      ]
    : ''
  const filled = {
    ...values,
    availability: fillTemplate(availabilityTemplate, values),
    nextSteps: fillTemplate(templates.partyNextSteps, values),
  }
  return {
    integrated: checked !== null,
    draft: {
      subject: fillTemplate(templates.partySubject, filled),
      body: fillTemplate(templates.partyBody, filled),
      availability: checked?.availability ?? null,
      availableSlots: checked?.availableSlots ?? [],
      alternativeDates: checked?.alternativeDates ?? [],
      date: party.partyDate ?? null,
    },
  }
}

async function draftContact(
  req: PayloadRequest,
  inquiry: Inquiry,
  templates: ReplyTemplates,
  venue: Venue,
  now: Date,
): Promise<{ draft: DraftedResponse; integrated: boolean }> {
  const message = inquiry.message ?? ''
  const date = dateInMessage(message, businessDate(now))
  const checked = date ? await fromCalendar(req, () => checkOpenPlayDate(req, date, now)) : null
  const values = {
    name: inquiry.name,
    inquiryTypeLabel: CONTACT_INQUIRY_TYPES.find((type) => type.value === inquiry.inquiryType)?.label ?? '',
    quotedMessage: quote(message),
    date: checked ? longDate(checked.date) : '',
    availableSlots: checked ? slotWords(checked.availableSlots) : '',
    bookingUrl: `${req.payload.config.serverURL ?? ''}/booking`,
    venueName: venue.name,
    venuePhone: venue.phone,
  }
  const availabilityTemplate = checked
    ? { available: templates.contactAvailable, partial: templates.contactPartial, unavailable: templates.contactUnavailable }[
        checked.availability
      ]
    : ''
  const filled = { ...values, availability: fillTemplate(availabilityTemplate, values) }
  return {
    integrated: checked !== null,
    draft: {
      subject: fillTemplate(templates.contactSubject, filled),
      body: fillTemplate(templates.contactBody, filled),
      availability: checked?.availability ?? null,
      availableSlots: checked?.availableSlots ?? [],
      alternativeDates: [],
      date: checked?.date ?? null,
    },
  }
}

/**
 * A reply for staff to read, edit and send: the wording from the CMS templates, the availability
 * from the live calendar at this moment. Nothing is saved or sent here.
 */
export async function draftResponse(req: PayloadRequest, inquiryId: number, now: Date = new Date()): Promise<DraftResponseAnswer | null> {
  const inquiry = await req.payload.findByID({
    collection: INQUIRIES_SLUG,
    id: inquiryId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!inquiry) return null
  const templates = await loadReplyTemplates(req)
  const venue = await req.payload.findGlobal({ slug: 'venue', depth: 0, req, overrideAccess: true })
  const { draft, integrated } =
    inquiry.inquiryType === 'party_booking'
      ? await draftParty(req, inquiry, templates, venue, now)
      : await draftContact(req, inquiry, templates, venue, now)
  const message = integrated
    ? `Drafted with ${draft.date ? longDate(draft.date) : 'the date'}'s live availability: ${draft.availability}. Read it through before sending.`
    : inquiry.inquiryType === 'party_booking'
      ? 'Drafted without availability: the calendar could not be read. Check the date before sending.'
      : 'Drafted. The message names no date to check.'
  return { success: true, draftedResponse: draft, calendarIntegrated: integrated, message }
}
