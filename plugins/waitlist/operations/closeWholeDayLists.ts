import { createLocalReq, type Payload } from 'payload'
import { loadDayPlan } from '@plugins/booking'
import { inTransaction } from '@/lib/db/transaction'
import { businessDate, venueInstant } from '@/lib/time/businessDate'
import { lastArrival } from '../domain/arrivalLabel'
import { WAITING_LIST_SLUG, type SanitizedWaitlistOptions } from '../types'
import { closeEntry } from './listEntry'
import { lockWaitingDay } from './waitingDayLock'

/**
 * A whole day's list closes for each family after the last minute it could arrive (the arrival
 * window's end, or its own "not after"), or when the day stops being a normal open day; the family
 * is told in the same transaction, under the day's list lock, so an offer and a closing never both win.
 */
export async function closeWholeDayLists(
  payload: Payload,
  options: Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>,
  now: Date,
): Promise<number> {
  const { docs } = await payload.find({
    collection: WAITING_LIST_SLUG,
    where: { status: { equals: 'waiting' }, date: { less_than_equal: businessDate(now) }, slotStart: { exists: false } },
    limit: 500,
    depth: 0,
    overrideAccess: true,
  })
  let closed = 0
  for (const entry of docs) {
    const req = await createLocalReq({}, payload)
    const done = await inTransaction(req, async () => {
      const { arrival } = await loadDayPlan(req, entry.date)
      const closesAt = arrival ? venueInstant(entry.date, lastArrival(entry, arrival)).getTime() + 60_000 : 0
      if (closesAt > now.getTime()) return false
      await lockWaitingDay(req, entry.date)
      return closeEntry(req, options, entry, now)
    })
    if (done) closed += 1
  }
  return closed
}
