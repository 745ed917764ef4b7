import { createEvent } from 'ics'
import type { EmailVenue } from '@plugins/email'
import { venueInstant } from '@/lib/time/businessDate'

/** The party as an iCalendar file for the confirmation: in UTC, so calendars show the venue's wall-clock time across BST and GMT. */
export function partyCalendarEvent(
  party: { id: number; date: string; start: string; end: string; childName: string; packageName: string },
  venue: EmailVenue,
  partyLink: string,
): string {
  const start = venueInstant(party.date, party.start)
  const minutes = (venueInstant(party.date, party.end).getTime() - start.getTime()) / 60_000
  if (!Number.isInteger(minutes) || minutes <= 0) throw new RangeError(`Party ${party.id}: its slot must end after it starts`)
  const { error, value } = createEvent({
    productId: 'playcentre/party',
    method: 'PUBLISH',
    uid: `party-${party.id}@${new URL(venue.siteUrl).host}`,
    title: `${party.childName}'s party at ${venue.name}`,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes },
    location: venue.addressLines.join(', '),
    description: `${party.packageName}\nYour party page: ${partyLink}`,
    status: 'CONFIRMED',
  })
  if (error || !value) throw new Error(`Could not create the calendar event for party ${party.id}: ${error?.message ?? 'no output'}`)
  return value
}
