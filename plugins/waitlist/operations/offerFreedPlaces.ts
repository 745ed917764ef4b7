import { sql } from '@payloadcms/db-postgres'
import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { BOOKINGS_SLUG, holdOfferForWaitingList, isLiveHold, isSettled, sessionPlaces } from '@plugins/booking'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { businessDate, venueInstant } from '@/lib/time/businessDate'
import { WAITING_LIST_SLUG, type SanitizedWaitlistOptions } from '../types'
import { loadWaitingListSettings } from './loadSettings'
import { queueWaitingListEmail } from './queueWaitingListEmail'

export type OfferRun = { booked: number; expired: number; closed: number; offered: number }

type Options = Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>

/**
 * The waiting list's job (docs/adr/0026), every minute: offers that were paid become 'booked' and
 * offers that lapsed 'expired' (their places are free again); lists of sessions that have started
 * close, each family told; then every session with families waiting gets its free places offered
 * in the order families joined. One pass covers every way places come free: a cancellation, an
 * expired hold or offer, capacity raised, a block removed.
 */
export async function offerFreedPlaces(payload: Payload, options: Options, now: Date = new Date()): Promise<OfferRun> {
  const { booked, expired } = await settleOffers(payload, now)
  const closed = await closeStartedLists(payload, options, now)
  let offered = 0
  for (const session of await sessionsWithWaiting(payload, businessDate(now))) {
    if (venueInstant(session.date, session.slotStart).getTime() <= now.getTime()) continue
    offered += await offerSession(payload, session.date, session.slotStart, now)
  }
  return { booked, expired, closed, offered }
}

/**
 * One session, under its slot lock (the lock every hold, block and leave takes): places left are
 * capacity less bookings and live holds, offers included, so a place already offered is never
 * offered again. Families are taken in the order they joined; one whose children do not fit is
 * passed over for a later, smaller one, and stays first in line for the next places.
 */
export async function offerSession(payload: Payload, date: string, slotStart: string, now: Date = new Date()): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    let places = (await sessionPlaces(req, date, slotStart, now)).placesLeft
    if (places <= 0) return 0
    const { offerMinutes } = await loadWaitingListSettings(req)
    const { docs: waiting } = await req.payload.find({
      collection: WAITING_LIST_SLUG,
      where: { date: { equals: date }, slotStart: { equals: slotStart }, status: { equals: 'waiting' } },
      sort: ['createdAt', 'id'],
      pagination: false,
      depth: 0,
      req,
      overrideAccess: true,
    })
    let offered = 0
    for (const entry of waiting) {
      if (places <= 0) break
      if (entry.children > places) continue
      const held = await holdOfferForWaitingList(
        req,
        { date, slotStart, children: entry.children, customerName: entry.customerName, customerEmail: entry.customerEmail, offerMinutes },
        now,
      )
      // Full after all, or the session can no longer be offered (blocked, started): the rest wait.
      if (!('booking' in held)) break
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
      places -= entry.children
      offered += 1
    }
    return offered
  })
}

/** Offers whose booking was paid become 'booked'; those whose hold lapsed or was cancelled become 'expired'. */
async function settleOffers(payload: Payload, now: Date): Promise<{ booked: number; expired: number }> {
  const { docs: offers } = await payload.find({
    collection: WAITING_LIST_SLUG,
    where: { status: { equals: 'offered' } },
    limit: 1000,
    depth: 0,
    overrideAccess: true,
  })
  const ids = offers.map((entry) => entry.offerBookingId).filter((id): id is number => typeof id === 'number')
  if (ids.length === 0) return { booked: 0, expired: 0 }
  const { docs: bookings } = await payload.find({
    collection: BOOKINGS_SLUG,
    where: { id: { in: ids } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
    select: { status: true, holdExpiresAt: true },
  })
  const byId = new Map(bookings.map((booking) => [booking.id, booking]))
  let booked = 0
  let expired = 0
  for (const entry of offers) {
    const booking = entry.offerBookingId ? byId.get(entry.offerBookingId) : undefined
    if (booking && isLiveHold(booking, now)) continue
    const paid = booking ? isSettled(booking.status) : false
    await payload.update({
      collection: WAITING_LIST_SLUG,
      id: entry.id,
      data: { status: paid ? 'booked' : 'expired', endedAt: now.toISOString() },
      overrideAccess: true,
    })
    if (paid) booked += 1
    else expired += 1
  }
  return { booked, expired }
}

/** At a session's start its list closes: each family still waiting is told, in the same transaction as the change. */
async function closeStartedLists(payload: Payload, options: Options, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: WAITING_LIST_SLUG,
    where: { status: { equals: 'waiting' }, date: { less_than_equal: businessDate(now) } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  let closed = 0
  for (const entry of docs.filter((candidate) => venueInstant(candidate.date, candidate.slotStart).getTime() <= now.getTime())) {
    const req = await createLocalReq({}, payload)
    const done = await inTransaction(req, async () => {
      const result = await (
        await transactionDb(req)
      ).execute(sql`
        update waiting_list_entries set status = 'closed', ended_at = ${now.toISOString()}, updated_at = now()
        where id = ${entry.id} and status::text = 'waiting'
        returning id`)
      if (result.rows.length === 0) return false
      await queueWaitingListEmail(req, options, 'closed', entry)
      return true
    })
    if (done) closed += 1
  }
  return closed
}

async function sessionsWithWaiting(payload: Payload, today: string): Promise<{ date: string; slotStart: string }[]> {
  const result = await drizzleOf(payload).execute(sql`
    select distinct date, slot_start from waiting_list_entries
    where status::text = 'waiting' and date >= ${today}
    order by date, slot_start`)
  return (result.rows as { date: string; slot_start: string }[]).map((row) => ({ date: row.date, slotStart: row.slot_start }))
}
