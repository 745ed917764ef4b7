import type { PayloadRequest } from 'payload'
import { buildDayPlan, loadDays, parseSlotInput, sessionPlaces } from '@plugins/booking'
import type { WaitingListEntry } from '@/payload-types'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { plural } from '@/lib/plural'
import { venueInstant } from '@/lib/time/businessDate'
import { WAITING_LIST_MESSAGES, type WaitingListJoin } from '../domain/joinSchema'
import type { SanitizedWaitlistOptions } from '../types'
import { loadWaitingListSettings } from './loadSettings'
import { addEntry, entryOfAddress } from './listEntry'
import { waitingChildren } from './waitingChildren'
import { joinWholeDay } from './joinWholeDay'

export type JoinResult =
  | { status: 'joined'; entry: WaitingListEntry }
  | { status: 'invalid'; field: 'selectedDate' | 'selectedTime' | 'numberOfChildren' | 'notBefore' | 'notAfter'; message: string }
  | { status: 'has_places'; placesLeft: number }
  | { status: 'unavailable'; code: 'waiting_list_off' | 'session_blocked' | 'session_started' | 'day_closed'; message: string }

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
  return inTransaction(req, async () => {
    if (!(await loadWaitingListSettings(req)).enabled)
      return {
        status: 'unavailable',
        code: 'waiting_list_off',
        message: 'We are not taking waiting-list entries at the moment. Please call us.',
      }
    // A normal day's list is for the whole day (docs/adr/0033); an event day's for one session.
    const days = await loadDays(req, input.selectedDate, input.selectedDate)
    const plan = buildDayPlan(input.selectedDate, days)
    if (plan.arrival)
      return joinWholeDay(req, options, input, { plan, arrival: plan.arrival, windowMonths: days.settings.bookingWindowMonths }, now)
    if (!input.selectedTime) return { status: 'invalid', field: 'selectedTime', message: WAITING_LIST_MESSAGES.time }
    const start = parseSlotInput(input.selectedTime)
    if (!start) return { status: 'invalid', field: 'selectedTime', message: 'That time is not one of our sessions' }
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
    const existing = await entryOfAddress(req, input.selectedDate, start, email)
    if (existing) return { status: 'joined', entry: existing }

    const db = await transactionDb(req)
    const waiting = (await waitingChildren(db, input.selectedDate, input.selectedDate))
      .filter((line) => line.slotStart === start)
      .reduce((sum, line) => sum + line.children, 0)
    const placesLeft = Math.max(0, free - waiting)
    if (placesLeft >= input.numberOfChildren) return { status: 'has_places', placesLeft }

    const entry = await addEntry(req, options, {
      date: input.selectedDate,
      slotStart: start,
      slotLabel: session.label,
      customerName: input.customerName,
      customerEmail: email,
      children: input.numberOfChildren,
    })
    return { status: 'joined', entry }
  })
}
