import { drizzleOf } from '@/lib/db/postgres'
import { createLocalReq, type Payload } from 'payload'
import { BOOKINGS_SLUG, isLiveHold, isSettled } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import { businessDate, venueInstant } from '@/lib/time/businessDate'
import { WAITING_LIST_SLUG, type SanitizedWaitlistOptions } from '../types'
import { closeWholeDayLists } from './closeWholeDayLists'
import { offerFreedSeatsCounted } from './offerFreedSeats'
import { datesWithWaiting, offerDays } from './offerPlaces'
import { closeEntry } from './listEntry'

export type OfferRun = { booked: number; expired: number; closed: number; offered: number }

type Options = Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>

/**
 * The waiting list's job (docs/adr/0026, 0033), every minute, the safety net behind the offers made
 * at once when places come free: offers that were paid become 'booked' and offers that lapsed
 * 'expired'; lists that can no longer be offered close, each family told; then every day with
 * families waiting has its free places offered in the order families joined. One pass covers every
 * way places come free, including those no transaction announces (a hold's time running out,
 * capacity raised in the CMS).
 */
export async function offerFreedPlaces(payload: Payload, options: Options, now: Date = new Date()): Promise<OfferRun> {
  const { booked, expired } = await settleOffers(payload, now)
  const closed = (await closeStartedLists(payload, options, now)) + (await closeWholeDayLists(payload, options, now))
  let offered = 0
  for (const date of await datesWithWaiting(drizzleOf(payload), businessDate(now))) {
    const req = await createLocalReq({}, payload)
    offered += await inTransaction(req, () => offerDays(req, [date], now))
  }
  return { booked, expired, closed, offered }
}

/** One session's freed places offered now, in a transaction of its own (the job's and the tests' way to offer a single session). */
export async function offerSession(payload: Payload, date: string, slotStart: string, now: Date = new Date()): Promise<number> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, () => offerFreedSeatsCounted(req, [{ date, slotStart }], now))
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

/** At a session's start its list closes (an event day's; a whole day's closes with its arrival window): each family still waiting is told, in the same transaction as the change. */
async function closeStartedLists(payload: Payload, options: Options, now: Date): Promise<number> {
  const { docs } = await payload.find({
    collection: WAITING_LIST_SLUG,
    where: { status: { equals: 'waiting' }, date: { less_than_equal: businessDate(now) }, slotStart: { exists: true } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  let closed = 0
  for (const entry of docs.filter((candidate) => venueInstant(candidate.date, candidate.slotStart!).getTime() <= now.getTime())) {
    const req = await createLocalReq({}, payload)
    const done = await inTransaction(req, () => closeEntry(req, options, entry, now))
    if (done) closed += 1
  }
  return closed
}
