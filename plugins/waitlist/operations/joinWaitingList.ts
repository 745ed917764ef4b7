import type { PayloadRequest } from 'payload'
import { parseSlotInput, sessionPlaces } from '@plugins/booking'
import type { WaitingListEntry } from '@/payload-types'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { plural } from '@/lib/plural'
import { venueInstant } from '@/lib/time/businessDate'
import type { WaitingListJoin } from '../domain/joinSchema'
import { WAITING_LIST_SLUG, type SanitizedWaitlistOptions } from '../types'
import { loadWaitingListSettings } from './loadSettings'
import { queueWaitingListEmail } from './queueWaitingListEmail'
import { waitingChildren } from './waitingChildren'

export type JoinResult =
  | { status: 'joined'; entry: WaitingListEntry }
  | { status: 'invalid'; field: 'selectedDate' | 'selectedTime' | 'numberOfChildren'; message: string }
  | { status: 'has_places'; placesLeft: number }
  | { status: 'unavailable'; code: 'waiting_list_off' | 'session_blocked' | 'session_started'; message: string }

/**
 * A family joins a session's waiting list (docs/adr/0026). Only a session that cannot take their
 * children (as the public counts: bookings, live holds and the families already waiting) takes
 * entries; one that can is refused with its places. Decided under the slot's lock, so it agrees
 * with the holds counted beside it. A second join for the same address and session is answered
 * like the first (no second entry or e-mail), so the answer never tells who is on a list.
 */
export async function joinWaitingList(
  req: PayloadRequest,
  options: Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>,
  input: WaitingListJoin,
  now: Date = new Date(),
): Promise<JoinResult> {
  const start = parseSlotInput(input.selectedTime)
  if (!start) return { status: 'invalid', field: 'selectedTime', message: 'That time is not one of our sessions' }
  return inTransaction(req, async () => {
    if (!(await loadWaitingListSettings(req)).enabled)
      return {
        status: 'unavailable',
        code: 'waiting_list_off',
        message: 'We are not taking waiting-list entries at the moment. Please call us.',
      }
    // From here on under the session's slot lock, so the answer agrees with the holds counted beside it.
    const { window, session, placesLeft: free } = await sessionPlaces(req, input.selectedDate, start, now)
    if (input.selectedDate < window.first || input.selectedDate > window.last)
      return { status: 'invalid', field: 'selectedDate', message: `Please choose a date between ${window.first} and ${window.last}` }
    if (!session) return { status: 'invalid', field: 'selectedTime', message: 'There is no session at that time on this day' }
    if (input.numberOfChildren > session.capacity)
      return {
        status: 'invalid',
        field: 'numberOfChildren',
        message: `This session takes at most ${plural(session.capacity, 'child', 'children')}. For a larger group, please call us.`,
      }
    if (session.blocked)
      return { status: 'unavailable', code: 'session_blocked', message: 'That session is not available. Please choose another.' }
    if (venueInstant(input.selectedDate, start).getTime() <= now.getTime())
      return { status: 'unavailable', code: 'session_started', message: 'That session has started, so its waiting list has closed.' }

    const email = input.customerEmail.toLowerCase()
    const existing = await req.payload.find({
      collection: WAITING_LIST_SLUG,
      where: {
        date: { equals: input.selectedDate },
        slotStart: { equals: start },
        customerEmail: { equals: email },
        status: { in: ['waiting', 'offered'] },
      },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    if (existing.docs[0]) return { status: 'joined', entry: existing.docs[0] }

    const db = await transactionDb(req)
    const waiting = (await waitingChildren(db, input.selectedDate, input.selectedDate)).get(`${input.selectedDate} ${start}`) ?? 0
    const placesLeft = Math.max(0, free - waiting)
    if (placesLeft >= input.numberOfChildren) return { status: 'has_places', placesLeft }

    const entry = await req.payload.create({
      collection: WAITING_LIST_SLUG,
      data: {
        date: input.selectedDate,
        slotStart: start,
        slotLabel: session.label,
        customerName: input.customerName,
        customerEmail: email,
        children: input.numberOfChildren,
        status: 'waiting',
      },
      req,
      overrideAccess: true,
    })
    await queueWaitingListEmail(req, options, 'joined', entry)
    return { status: 'joined', entry }
  })
}
