import type { PayloadRequest } from 'payload'
import { transactionDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import { bookingWindow } from '../domain/bookingWindow'
import { buildDayView } from './dayView'
import { loadDays } from './loadDay'
import { lockSlot, occupiedChildren } from './slotOccupancy'

/** A session's places as booking counts them, read under the session's slot lock. */
export type SessionPlaces = {
  /** The dates a family may book from `now`: today to the booking window's last day. */
  window: { first: string; last: string }
  /** The session starting at that time, or null when the day has none (closed, or no such time). */
  session: { start: string; label: string; capacity: number; blocked: boolean } | null
  /**
   * Capacity less the children booked or held (live holds, waiting-list offers among them), never
   * below 0; 0 for a blocked session or none. Places promised to families still waiting are not
   * taken off: that count is the waiting list's.
   */
  placesLeft: number
}

/**
 * How many places a session has left, decided under its slot lock (the lock every hold, booking,
 * block and waiting-list change takes), which stays held until the caller's transaction ends: call
 * it inside that transaction (`inTransaction`), and whatever the caller does with the places
 * (offer them, refuse a join) cannot be overtaken by another hold.
 */
export async function sessionPlaces(req: PayloadRequest, date: string, slotStart: string, now: Date = new Date()): Promise<SessionPlaces> {
  const db = await transactionDb(req)
  await lockSlot(db, date, slotStart)
  const today = businessDate(now)
  const days = await loadDays(req, date, date)
  const window = bookingWindow(today, days.settings.bookingWindowMonths)
  const view = buildDayView(date, days, new Map(), today, now)
  const found = view.open ? view.sessions.find((candidate) => candidate.start === slotStart) : undefined
  if (!found) return { window, session: null, placesLeft: 0 }
  const session = { start: found.start, label: found.label, capacity: found.capacity, blocked: found.state === 'blocked' }
  if (session.blocked) return { window, session, placesLeft: 0 }
  return { window, session, placesLeft: Math.max(0, session.capacity - (await occupiedChildren(db, date, slotStart))) }
}
