import { sql } from '@payloadcms/db-postgres'
import type { PayloadRequest } from 'payload'
import type { NormalizedPaymentEvent, PaymentEventOutcome } from '@plugins/payments'
import type { Booking } from '@/payload-types'
import { BOOKINGS_SLUG } from '../types'
import { daySchedule } from '../domain/daySchedule'
import { slotRestriction } from '../domain/slotStatus'
import { loadDays } from './loadDay'
import { lockSlot, occupiedChildren } from './slotOccupancy'
import { inTransaction, transactionDb } from './transaction'

const BOOKING_LOCK_NAMESPACE = 7302

type Decision = { status: Booking['status']; outcome: PaymentEventOutcome['status']; detail: string; note?: string }

/**
 * Applies one provider event to its booking, exactly once: the event's key is written in the same
 * transaction as the booking's change, and every event of a booking waits for the one before it.
 * States only move forward. A payment arriving after its hold expired is confirmed if the slot
 * still has room, and otherwise flagged for staff (refunding it is the payment plugin's job).
 */
export async function applyPaymentEvent(req: PayloadRequest, event: NormalizedPaymentEvent): Promise<PaymentEventOutcome> {
  const bookingId = Number(event.metadata.bookingId)
  if (!Number.isInteger(bookingId) || bookingId <= 0) return { status: 'ignored', detail: 'The event names no booking' }
  const eventKey = `${event.provider}:${event.eventId}`

  return inTransaction(req, async () => {
    const db = await transactionDb(req)
    await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_LOCK_NAMESPACE}, ${bookingId})`)
    const seen = await req.payload.count({ collection: 'payment-events', where: { eventKey: { equals: eventKey } }, req, overrideAccess: true })
    if (seen.totalDocs > 0) return { status: 'duplicate', bookingId }

    const booking = await req.payload.findByID({ collection: BOOKINGS_SLUG, id: bookingId, depth: 0, req, overrideAccess: true, disableErrors: true })
    const decision: Decision | { status: null; outcome: 'ignored'; detail: string; note?: undefined } = booking
      ? await decide(req, booking, event)
      : { status: null, outcome: 'ignored', detail: 'Unknown booking' }

    await req.payload.create({
      collection: 'payment-events',
      data: { eventKey, type: event.type, intentId: event.intentId, amountPence: event.amountPence, booking: booking ? bookingId : null, outcome: decision.detail },
      req,
      overrideAccess: true,
    })
    if (booking && decision.status && decision.status !== booking.status) {
      await req.payload.update({
        collection: BOOKINGS_SLUG,
        id: bookingId,
        data: {
          status: decision.status,
          ...(decision.status === 'paid' ? { paidAt: new Date().toISOString() } : {}),
          ...(decision.note ? { staffNote: [booking.staffNote, decision.note].filter(Boolean).join('\n') } : {}),
        },
        req,
        overrideAccess: true,
        context: { bookingTransition: true },
      })
    } else if (booking && decision.note) {
      await req.payload.update({ collection: BOOKINGS_SLUG, id: bookingId, data: { staffNote: [booking.staffNote, decision.note].filter(Boolean).join('\n') }, req, overrideAccess: true })
    }
    return { status: decision.outcome, bookingId, detail: decision.detail }
  })
}

async function decide(req: PayloadRequest, booking: Booking, event: NormalizedPaymentEvent): Promise<Decision> {
  const keep = (detail: string, note?: string): Decision => ({ status: booking.status, outcome: 'ignored', detail, note })
  if (booking.paymentReference !== event.intentId) return keep(`Payment ${event.intentId} does not belong to booking ${booking.reference}`)

  if (event.type === 'payment_failed' || event.type === 'payment_canceled') {
    // Only an unpaid hold is released; a failure reported after success changes nothing.
    return booking.status === 'held' ? { status: 'cancelled', outcome: 'applied', detail: 'Payment did not complete; places released' } : keep('Nothing to release')
  }
  if (event.type !== 'payment_succeeded') return keep(`Event type ${event.type} is not used`)

  if (event.currency.toLowerCase() !== 'gbp' || event.amountPence !== booking.finalAmountPence) {
    return keep(
      `Paid ${event.amountPence} ${event.currency}, expected ${booking.finalAmountPence} gbp`,
      `Payment ${event.intentId} does not match the booking total: check it and refund if needed.`,
    )
  }
  if (booking.status === 'held' && booking.holdExpiresAt && new Date(booking.holdExpiresAt) > new Date()) {
    return { status: 'paid', outcome: 'applied', detail: 'Paid' }
  }
  if (booking.status === 'held' || booking.status === 'expired' || booking.status === 'cancelled') {
    // The hold lapsed before the money arrived: the places must be counted again, under the lock.
    const db = await transactionDb(req)
    await lockSlot(db, booking.date, booking.slotStart)
    const inputs = await loadDays(req, booking.date, booking.date)
    const slot = daySchedule(booking.date, inputs.settings, inputs.specialDays[0]).slots.find((candidate) => candidate.start === booking.slotStart)
    const blocked = slotRestriction(booking.date, booking.slotStart, inputs.restrictions) !== null
    const capacity = slot && !blocked ? slot.capacity : 0
    const taken = await occupiedChildren(db, booking.date, booking.slotStart)
    if (taken + booking.children <= capacity) return { status: 'paid', outcome: 'applied', detail: 'Paid after the hold expired; places were still free' }
    return keep('Paid after the hold expired and the slot is full', `Paid after its hold expired, but the slot was full: refund ${event.intentId}.`)
  }
  return keep(`Already ${booking.status}`)
}
