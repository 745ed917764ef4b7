import type { PayloadRequest } from 'payload'
import { buildDayPlan, loadDays, lockSlot, tryLockSlot, type PlacesFreed, type Seat } from '@plugins/booking'
import { minutesOfDay } from '@/fields/validators'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { offerInJoinOrder, openSeats, waitingEntriesOfDay, waitingUnderDayLock } from './offerPlaces'
import { holdsWaitingDayLock } from './waitingDayLock'

/**
 * Places just freed, offered at once in the transaction that freed them (docs/adr/0033): the
 * booking plugin calls this from a cancellation, a refund, a move, a reseat at the door, an
 * expiry or a block lifted. Only the freed sessions are offered (the job offers the rest); a day
 * nobody waits for costs one read. Slot locks come before the day's list lock: once this
 * transaction holds a day's list lock it only tries a slot lock, and leaves a session it cannot
 * have at once to the job, rather than wait while holding a later lock.
 */
export const offerFreedSeats: PlacesFreed = async (req, seats, now) => {
  await offerFreedSeatsCounted(req, seats, now)
}

/** The same, answering how many families were offered places. */
export async function offerFreedSeatsCounted(req: PayloadRequest, seats: Seat[], now: Date): Promise<number> {
  // The caller's transaction (a hook's); a caller without one gets one of its own.
  return inTransaction(req, () => offerInOrder(req, seats, now))
}

async function offerInOrder(req: PayloadRequest, seats: Seat[], now: Date): Promise<number> {
  let offered = 0
  for (const [date, starts] of byDate(seats)) {
    if ((await waitingEntriesOfDay(req, date, starts)).length === 0) continue
    const db = await transactionDb(req)
    const mayWait = !(await holdsWaitingDayLock(req))
    const locked: string[] = []
    for (const start of starts) {
      if (mayWait) await lockSlot(db, date, start)
      else if (!(await tryLockSlot(db, date, start))) continue
      locked.push(start)
    }
    const plan = buildDayPlan(date, await loadDays(req, date, date))
    const seatsOpen = await openSeats(req, plan, locked, now)
    if (seatsOpen.length === 0) continue
    const waiting = await waitingUnderDayLock(req, date, await waitingEntriesOfDay(req, date, locked), locked)
    offered += await offerInJoinOrder(req, plan, seatsOpen, waiting, now)
  }
  return offered
}

/** Seats by date, dates and times in order: the order every taker of several slot locks uses. */
function byDate(seats: Seat[]): [string, string[]][] {
  const days = new Map<string, Set<string>>()
  for (const seat of seats) days.set(seat.date, (days.get(seat.date) ?? new Set()).add(seat.slotStart))
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, starts]) => [date, [...starts].sort((a, b) => minutesOfDay(a) - minutesOfDay(b))])
}
