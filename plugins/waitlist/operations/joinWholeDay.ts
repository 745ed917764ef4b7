import type { PayloadRequest } from 'payload'
import {
  bookingWindow,
  reservedBySession,
  sessionPlaces,
  sessionSuitsArrival,
  twelveHour,
  type ArrivalWindow,
  type DayPlan,
} from '@plugins/booking'
import { minutesOfDay } from '@/fields/validators'
import { transactionDb } from '@/lib/db/transaction'
import { plural } from '@/lib/plural'
import { businessDate, venueTimeOfDay } from '@/lib/time/businessDate'
import { arrivalLabel, lastArrival } from '../domain/arrivalLabel'
import type { WaitingListJoin } from '../domain/joinSchema'
import type { SanitizedWaitlistOptions } from '../types'
import type { JoinResult } from './joinWaitingList'
import { sessionStillOffered } from './offerPlaces'
import { addEntry, entryOfAddress } from './listEntry'
import { waitingChildren } from './waitingChildren'
import { lockWaitingDay } from './waitingDayLock'

type NormalDay = { plan: DayPlan; arrival: ArrivalWindow; windowMonths: number }

/**
 * A family joins a full normal day's list (docs/adr/0033), optionally only for arrivals between two
 * times. Refused with the places left while some session that suits them can take their children
 * as the public counts them (bookings, live holds and the families already waiting). Decided under
 * those sessions' slot locks and then the day's list lock, in the caller's transaction.
 */
export async function joinWholeDay(
  req: PayloadRequest,
  options: Pick<SanitizedWaitlistOptions, 'secret' | 'siteUrl'>,
  input: WaitingListJoin,
  { plan, arrival, windowMonths }: NormalDay,
  now: Date,
): Promise<JoinResult> {
  const window = bookingWindow(businessDate(now), windowMonths)
  if (input.selectedDate < window.first || input.selectedDate > window.last)
    return { status: 'invalid', field: 'selectedDate', message: `Please choose a date between ${window.first} and ${window.last}` }
  const range = { notBefore: input.notBefore, notAfter: input.notAfter }
  if (range.notBefore && minutesOfDay(range.notBefore) > minutesOfDay(arrival.until))
    return { status: 'invalid', field: 'notBefore', message: `Our last arrival that day is ${twelveHour(arrival.until)}` }
  if (range.notAfter && minutesOfDay(range.notAfter) < minutesOfDay(arrival.from))
    return { status: 'invalid', field: 'notAfter', message: `We open for arrivals at ${twelveHour(arrival.from)} that day` }
  if (input.selectedDate === businessDate(now) && minutesOfDay(venueTimeOfDay(now)) > minutesOfDay(lastArrival(range, arrival)))
    return {
      status: 'unavailable',
      code: 'day_closed',
      message: 'It is too late to arrive in those times today, so that waiting list has closed.',
    }

  const sessions = plan.sessions.filter(
    (session) => !session.blocked && sessionSuitsArrival(session, range) && sessionStillOffered(plan, session, now),
  )
  if (sessions.length === 0)
    return {
      status: 'unavailable',
      code: 'day_closed',
      message: 'No session that day suits those times. Please choose other times or another day.',
    }
  const largest = Math.max(...sessions.map((session) => session.capacity))
  if (input.numberOfChildren > largest)
    return {
      status: 'invalid',
      field: 'numberOfChildren',
      message: `A session takes at most ${plural(largest, 'child', 'children')}. For a larger group, please call us.`,
    }

  // Each session's places under its slot lock, in time order; then the families already waiting, under the day's list lock.
  const free = new Map<string, number>()
  for (const session of sessions) free.set(session.start, (await sessionPlaces(req, plan.date, session.start, now)).placesLeft)
  await lockWaitingDay(req, plan.date)
  const email = input.customerEmail.toLowerCase()
  const existing = await entryOfAddress(req, plan.date, null, email)
  if (existing) return { status: 'joined', entry: existing }
  const reserved = reservedBySession(await waitingChildren(await transactionDb(req), plan.date, plan.date), () => plan.sessions)
  const publicPlaces = Math.max(
    0,
    ...sessions.map((session) => (free.get(session.start) ?? 0) - (reserved.get(`${plan.date} ${session.start}`) ?? 0)),
  )
  if (publicPlaces >= input.numberOfChildren) return { status: 'has_places', placesLeft: publicPlaces }

  const entry = await addEntry(req, options, {
    date: plan.date,
    slotStart: null,
    slotLabel: arrivalLabel(range, arrival),
    notBefore: range.notBefore,
    notAfter: range.notAfter,
    customerName: input.customerName,
    customerEmail: email,
    children: input.numberOfChildren,
  })
  return { status: 'joined', entry }
}
