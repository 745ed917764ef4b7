import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG, buildDayPlan, findTickets, loadDays } from '@plugins/booking'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'
import { toKioskTicket, type KioskTicket } from '../domain/kioskTicket'
import { FOLD_FROM, FOLD_TO, foldForSearch, referenceCandidate } from '../domain/searchText'
import { slotEndOf } from '../domain/slotEnd'

export const MAX_TICKETS = 20
/** The most tickets the door tablet's copy of a day holds: far above a busy Saturday's 400. */
export const MAX_DAY_COPY = 3000

/**
 * The kiosk's lookup: paid, checked-in and checked-out bookings from yesterday to a week ahead
 * whose name contains the text (any case, any accents) or whose reference is the text. Today's
 * first, then the days ahead, then yesterday; at most 20. Only the kiosk's fields come back.
 */
export async function searchTickets(req: PayloadRequest, text: string, now: Date = new Date()): Promise<KioskTicket[]> {
  const today = businessDate(now)
  const ids = await findTickets(req, {
    needle: foldForSearch(text),
    reference: referenceCandidate(text),
    foldFrom: FOLD_FROM,
    foldTo: FOLD_TO,
    from: addBusinessDays(today, -1),
    to: addBusinessDays(today, 7),
    today,
    limit: MAX_TICKETS,
  })
  return ticketsOf(req, ids)
}

/**
 * The door tablet's copy of today (issue 38): every ticket of the business day under way, in the
 * search's order (session, then booking), with the search's fields and nothing more.
 */
export async function todaysTickets(req: PayloadRequest, now: Date = new Date()): Promise<{ day: string; tickets: KioskTicket[] }> {
  const day = businessDate(now)
  const ids = await findTickets(req, {
    needle: '',
    reference: null,
    foldFrom: FOLD_FROM,
    foldTo: FOLD_TO,
    from: day,
    to: day,
    today: day,
    limit: MAX_DAY_COPY,
  })
  return { day, tickets: await ticketsOf(req, ids) }
}

/** The kiosk's view of these bookings, in the order of `ids`. */
async function ticketsOf(req: PayloadRequest, ids: number[]): Promise<KioskTicket[]> {
  if (ids.length === 0) return []

  const { docs } = await req.payload.find({
    collection: BOOKINGS_SLUG,
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    req,
    overrideAccess: true,
  })
  const dates = docs.map((booking) => booking.date).sort()
  const inputs = await loadDays(req, dates[0]!, dates.at(-1)!)
  const arrivals = new Map([...new Set(dates)].map((date) => [date, buildDayPlan(date, inputs).arrival]))
  const byId = new Map(docs.map((booking) => [booking.id, booking]))
  return ids.flatMap((id) => {
    const booking = byId.get(id)
    return booking
      ? [toKioskTicket(booking, slotEndOf(booking, inputs.settings.sessionLengthMinutes), arrivals.get(booking.date) ?? null)]
      : []
  })
}
