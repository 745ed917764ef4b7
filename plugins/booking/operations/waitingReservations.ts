import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import { requestDb } from '@/lib/db/transaction'
import { daySchedule } from '../domain/daySchedule'
import { reservedBySession } from '../domain/waitingReservations'
import type { WaitingChildren } from '../types'
import { loadDays, type DayInputs } from './loadDay'

/**
 * The places the waiting lists keep from `from` to `to`, per session, on the CMS's schedule of
 * each day (`inputs` must cover the range): what the public's holds and availability count as taken.
 */
export async function reservedForWaitingLists(
  db: PostgresAdapter['drizzle'],
  waitingChildren: WaitingChildren,
  inputs: DayInputs,
  from: string,
  to: string,
): Promise<Map<string, number>> {
  const lines = await waitingChildren(db, from, to)
  if (lines.length === 0) return new Map()
  return reservedBySession(
    lines,
    (date) =>
      daySchedule(
        date,
        inputs.settings,
        inputs.specialDays.find((day) => day.date === date),
      ).slots,
  )
}

const KEY = 'bookingWaitingChildren'

/** Kept in the config by the booking plugin's factory, so the door's operations count the lists as its own do. */
export const waitingChildrenEntry = (waitingChildren: WaitingChildren) => ({ [KEY]: waitingChildren })

/**
 * The places a normal day's waiting list keeps in one session (ADR 0033): what the door's reseat
 * and walk-ins leave to it, as the public's holds do. 0 on an event day, where staff and the door
 * decide for themselves (ADR 0026). Read under the caller's slot lock, in its transaction.
 */
export async function placesKeptForWaitingList(req: PayloadRequest, date: string, slotStart: string): Promise<number> {
  const waitingChildren = (req.payload.config.custom as Record<string, unknown> | undefined)?.[KEY] as WaitingChildren | undefined
  if (!waitingChildren) return 0
  const inputs = await loadDays(req, date, date)
  if (
    daySchedule(
      date,
      inputs.settings,
      inputs.specialDays.find((day) => day.date === date),
    ).isEventDay
  )
    return 0
  return (await reservedForWaitingLists(await requestDb(req), waitingChildren, inputs, date, date)).get(`${date} ${slotStart}`) ?? 0
}
