import { createLocalReq, type Payload } from 'payload'
import { BOOKING_STATUS, BOOKINGS_SLUG } from '@plugins/booking'
import { businessDate } from '@/lib/time/businessDate'
import { visitEndsAt } from '../domain/playEnd'
import type { VisitActor } from '../types'
import { checkOut } from './checkOut'
import { loadKioskRules } from './loadKioskRules'

const SYSTEM: VisitActor = { kind: 'system', id: null, label: 'Automatic check-out' }

/**
 * Checks out every visit still open once its play time has ended (check-in plus the session length on a flexible day, the session's end on an event day) plus the grace period (Kiosk
 * settings), marked automatic so staff can tell. Each visit in its own transaction through the
 * same check-out as the kiosk, so one that was checked out meanwhile is left alone.
 */
export async function autoCheckOut(payload: Payload, now: Date = new Date()): Promise<{ checkedOut: number }> {
  const req = await createLocalReq({}, payload)
  const rules = await loadKioskRules(req)
  const graceMs = rules.autoCheckOutGraceMinutes * 60_000
  const { docs } = await payload.find({
    collection: BOOKINGS_SLUG,
    where: { and: [{ status: { equals: BOOKING_STATUS.checked_in } }, { date: { less_than_equal: businessDate(now) } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
  })
  let checkedOut = 0
  for (const booking of docs) {
    if (now.getTime() < visitEndsAt(booking, rules.sessionLengthMinutes).getTime() + graceMs) continue
    const result = await checkOut(await createLocalReq({}, payload), { bookingId: booking.id, actor: SYSTEM, automatic: true, now })
    if (result.status === 'ok') checkedOut += 1
  }
  return { checkedOut }
}
