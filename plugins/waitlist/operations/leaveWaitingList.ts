import type { PayloadRequest } from 'payload'
import type { WaitingListEntry } from '@/payload-types'
import { lockSlot } from '@plugins/booking'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { WAITING_LIST_SLUG, type WaitingListStatus } from '../types'
import { lockWaitingDay } from './waitingDayLock'

export type EndResult =
  { status: 'ended'; entry: WaitingListEntry } | { status: 'already'; entry: WaitingListEntry } | { status: 'not_found' }

/**
 * Takes an entry off its list: the family's leave link ('left') or staff's Remove ('removed').
 * Only an entry still waiting leaves; an offered one keeps its held booking until it is paid or
 * lapses (the booking plugin's to release), and a finished one stays as it ended. Under the lock
 * offers take, so an offer and a leave never both win.
 */
export async function endWaitingListEntry(
  req: PayloadRequest,
  entryId: number,
  to: Extract<WaitingListStatus, 'left' | 'removed'>,
  now: Date = new Date(),
): Promise<EndResult> {
  const read = () =>
    req.payload.findByID({ collection: WAITING_LIST_SLUG, id: entryId, depth: 0, req, overrideAccess: true, disableErrors: true })
  return inTransaction(req, async () => {
    const found = await read()
    if (!found) return { status: 'not_found' }
    // Offers work a session's list under its slot lock, and a whole day's under the day's list lock: take it, then read the entry again.
    if (found.slotStart) await lockSlot(await transactionDb(req), found.date, found.slotStart)
    else await lockWaitingDay(req, found.date)
    const entry = (await read())!
    if (entry.status !== 'waiting') return { status: 'already', entry }
    const ended = await req.payload.update({
      collection: WAITING_LIST_SLUG,
      id: entry.id,
      data: { status: to, endedAt: now.toISOString() },
      req,
      overrideAccess: true,
    })
    return { status: 'ended', entry: ended }
  })
}
