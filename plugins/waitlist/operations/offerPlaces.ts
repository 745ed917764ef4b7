import { sql, type PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { buildDayPlan, holdOfferForWaitingList, loadDays, sessionPlaces, sessionSuitsArrival, type DayPlan } from '@plugins/booking'
import type { WaitingListEntry } from '@/payload-types'
import { minutesOfDay } from '@/fields/validators'
import { businessDate, venueInstant, venueTimeOfDay } from '@/lib/time/businessDate'
import { lastArrival } from '../domain/arrivalLabel'
import { WAITING_LIST_SLUG } from '../types'
import { loadWaitingListSettings } from './loadSettings'
import { lockWaitingDay } from './waitingDayLock'

/** A session with places to offer now: its places left, counted under its slot lock. */
type OpenSeat = { slotStart: string; end: string; places: number }

/**
 * Families still waiting on `date`, in the order they joined: a session's list (of `slotStarts`
 * only, when given) and the whole day's. The caller holds the locks that make this read final.
 */
export async function waitingEntriesOfDay(req: PayloadRequest, date: string, slotStarts?: string[]): Promise<WaitingListEntry[]> {
  const sessionLists = slotStarts ? { slotStart: { in: slotStarts } } : { slotStart: { exists: true } }
  const { docs } = await req.payload.find({
    collection: WAITING_LIST_SLUG,
    where: {
      date: { equals: date },
      status: { equals: 'waiting' },
      or: [sessionLists, { slotStart: { exists: false } }],
    },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs
}

export const isWholeDay = (entry: Pick<WaitingListEntry, 'slotStart'>) => !entry.slotStart

/** The dates from `today` on with families still waiting, in order. */
export async function datesWithWaiting(db: PostgresAdapter['drizzle'], today: string): Promise<string[]> {
  const result = await db.execute(sql`
    select distinct date from waiting_list_entries where status::text = 'waiting' and date >= ${today} order by date`)
  return (result.rows as { date: string }[]).map((row) => row.date)
}

/**
 * The families waiting found before the locks, made final: when whole-day families are among
 * them, the day's list lock (after the caller's slot locks) and a second read under it, since one
 * may have left or been offered elsewhere meanwhile.
 */
export async function waitingUnderDayLock(
  req: PayloadRequest,
  date: string,
  waiting: WaitingListEntry[],
  slotStarts?: string[],
): Promise<WaitingListEntry[]> {
  if (!waiting.some(isWholeDay)) return waiting
  await lockWaitingDay(req, date)
  return waitingEntriesOfDay(req, date, slotStarts)
}

/**
 * The sessions among `slotStarts` that can be offered now, each with its places left. The caller
 * holds their slot locks (`sessionPlaces` takes them again, which Postgres allows).
 */
export async function openSeats(req: PayloadRequest, plan: DayPlan, slotStarts: string[], now: Date): Promise<OpenSeat[]> {
  const seats: OpenSeat[] = []
  for (const start of slotStarts) {
    const session = plan.sessions.find((candidate) => candidate.start === start)
    if (!session || session.blocked || !sessionStillOffered(plan, session, now)) continue
    const { placesLeft } = await sessionPlaces(req, plan.date, start, now)
    if (placesLeft > 0) seats.push({ slotStart: start, end: session.end, places: placesLeft })
  }
  return seats
}

/** An event day's session is offered until it starts; a normal day's while it runs and the arrival window is open (ADR 0016). */
export function sessionStillOffered(plan: DayPlan, session: { start: string; end: string }, now: Date): boolean {
  const last = plan.arrival
    ? minutesOfDay(session.end) <= minutesOfDay(plan.arrival.until)
      ? session.end
      : plan.arrival.until
    : session.start
  return venueInstant(plan.date, last).getTime() > now.getTime()
}

/** Whether a whole-day family could still arrive within its range today. */
function stillArriving(entry: WaitingListEntry, plan: DayPlan, now: Date): boolean {
  if (!plan.arrival) return false
  if (plan.date !== businessDate(now)) return plan.date > businessDate(now)
  return minutesOfDay(venueTimeOfDay(now)) <= minutesOfDay(lastArrival(entry, plan.arrival))
}

/**
 * Offers the open seats to the families in the order they joined (pretix's rule, ADR 0026): each
 * the first session its children fit and, for a whole-day family, that suits its arrival range.
 * A family that fits nowhere is passed over for a later, smaller one and stays first in line. An
 * offer is a held booking with the pay-by-link e-mail, in the caller's transaction.
 */
export async function offerInJoinOrder(
  req: PayloadRequest,
  plan: DayPlan,
  seats: OpenSeat[],
  entries: WaitingListEntry[],
  now: Date,
): Promise<number> {
  if (seats.length === 0 || entries.length === 0) return 0
  const { offerMinutes } = await loadWaitingListSettings(req)
  let offered = 0
  for (const entry of entries) {
    if (seats.every((seat) => seat.places <= 0)) break
    if (isWholeDay(entry) && !stillArriving(entry, plan, now)) continue
    const seat = seats.find(
      (candidate) =>
        candidate.places >= entry.children &&
        (entry.slotStart
          ? candidate.slotStart === entry.slotStart
          : sessionSuitsArrival({ start: candidate.slotStart, end: candidate.end }, entry)),
    )
    if (!seat) continue
    const held = await holdOfferForWaitingList(
      req,
      {
        date: plan.date,
        slotStart: seat.slotStart,
        children: entry.children,
        customerName: entry.customerName,
        customerEmail: entry.customerEmail,
        offerMinutes,
      },
      now,
    )
    // Full after all, or no longer offered (blocked, over): nothing more from this session.
    if (!('booking' in held)) {
      seat.places = 0
      continue
    }
    await req.payload.update({
      collection: WAITING_LIST_SLUG,
      id: entry.id,
      data: {
        status: 'offered',
        offerBookingId: held.booking.id,
        offeredAt: now.toISOString(),
        offerExpiresAt: held.booking.holdExpiresAt,
      },
      req,
      overrideAccess: true,
    })
    seat.places -= entry.children
    offered += 1
  }
  return offered
}

/**
 * Whole days (the offer job's, or every day a capacity change touched): every session's slot lock,
 * dates and times in order, then the lists' day locks, then each family in join order. In the
 * caller's transaction, which must hold no slot or list lock yet.
 */
export async function offerDays(req: PayloadRequest, dates: string[], now: Date): Promise<number> {
  const days: { plan: DayPlan; seats: OpenSeat[] }[] = []
  for (const date of [...new Set(dates)].sort()) {
    const plan = buildDayPlan(date, await loadDays(req, date, date))
    const seats = await openSeats(
      req,
      plan,
      plan.sessions.map((session) => session.start),
      now,
    )
    if (seats.length > 0) days.push({ plan, seats })
  }
  const lists: { plan: DayPlan; seats: OpenSeat[]; waiting: WaitingListEntry[] }[] = []
  for (const { plan, seats } of days) {
    const found = await waitingEntriesOfDay(req, plan.date)
    if (found.length === 0) continue
    lists.push({ plan, seats, waiting: await waitingUnderDayLock(req, plan.date, found) })
  }
  let offered = 0
  for (const { plan, seats, waiting } of lists) offered += await offerInJoinOrder(req, plan, seats, waiting, now)
  return offered
}
