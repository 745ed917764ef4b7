import { createLocalReq, type Payload } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { businessDate } from '@/lib/time/businessDate'
import { checkInWindow } from '../domain/checkInWindow'
import { slotEndOf } from '../domain/slotEnd'
import type { VisitActor } from '../types'
import { checkOut } from './checkOut'
import { loadKioskRules } from './loadKioskRules'

const SYSTEM: VisitActor = { kind: 'system', id: null, label: 'Automatic check-out' }

/**
 * Checks out every visit still open once its session has ended plus the grace period (Kiosk
 * settings), marked automatic so staff can tell. Each visit in its own transaction through the
 * same check-out as the kiosk, so one that was checked out meanwhile is left alone.
 */
export async function autoCheckOut(payload: Payload, now: Date = new Date()): Promise<{ checkedOut: number }> {
  const req = await createLocalReq({}, payload)
  const rules = await loadKioskRules(req)
  const graceMs = rules.autoCheckOutGraceMinutes * 60_000
  const { docs } = await payload.find({
    collection: BOOKINGS_SLUG,
    where: { and: [{ status: { equals: 'checked_in' } }, { date: { less_than_equal: businessDate(now) } }] },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
  })
  let checkedOut = 0
  for (const booking of docs) {
    const slot = { date: booking.date, slotStart: booking.slotStart, slotEnd: slotEndOf(booking, rules.sessionLengthMinutes), slotLabel: booking.slotLabel }
    if (now.getTime() < checkInWindow(slot, 0).closesAt.getTime() + graceMs) continue
    const result = await checkOut(await createLocalReq({}, payload), { bookingId: booking.id, actor: SYSTEM, automatic: true, now })
    if (result.status === 'ok') checkedOut += 1
  }
  return { checkedOut }
}
