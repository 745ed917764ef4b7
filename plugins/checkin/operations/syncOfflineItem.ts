import type { PayloadRequest } from 'payload'
import { BOOKINGS_SLUG } from '@plugins/booking'
import { LOCK_NAMESPACES, lockUntilCommit } from '@/lib/db/advisoryLock'
import { inTransaction } from '@/lib/db/transaction'
import { isDuplicateStep, syncTimeRefusal, type OfflineItem, type SyncOutcome } from '../domain/offlineSync'
import { KIOSK_SYNC_ITEMS_SLUG, type VisitActor } from '../types'
import { checkIn } from './checkIn'
import { checkOut } from './checkOut'
import { createWalkIn } from './createWalkIn'
import { recordedOnline } from './recordedOnline'
import type { VisitResult } from './visitResult'

/** One item's answer to the tablet: what became of it, and whether this call only repeated an earlier answer. */
export type SyncItemAnswer = { key: string; outcome: SyncOutcome; code: string | null; message: string | null; replayed: boolean }

type Recorded = {
  outcome: SyncOutcome
  code?: string | null
  message?: string | null
  bookingId?: number | null
  customerName?: string | null
  children?: number | null
  adults?: number | null
}

const needsStaff = (outcome: SyncOutcome) => outcome !== 'applied'

/** A check-in's or check-out's result as the item's outcome: a step already taken elsewhere is a duplicate attempt. */
function visitOutcome(kind: 'check_in' | 'check_out', ticketId: number, result: VisitResult): Recorded {
  if (result.status === 'ok') return { outcome: 'applied', bookingId: result.booking.id, customerName: result.booking.customerName }
  if (result.status === 'not_found')
    return { outcome: 'refused', code: 'ticket_not_found', message: `Ticket ${ticketId} no longer exists. Please check with the family.` }
  const outcome = isDuplicateStep(kind, result.code) ? 'duplicate_attempt' : 'refused'
  return { outcome, code: result.code, message: result.message, bookingId: ticketId }
}

/** The booking a ticket names, if it still exists: for the name on a refusal staff will see. */
async function bookingOf(req: PayloadRequest, ticketId: number): Promise<Pick<Recorded, 'bookingId' | 'customerName'>> {
  const booking = await req.payload.findByID({
    collection: BOOKINGS_SLUG,
    id: ticketId,
    depth: 0,
    req,
    overrideAccess: true,
    disableErrors: true,
  })
  return booking ? { bookingId: booking.id, customerName: booking.customerName } : {}
}

/** A refusal names the family, for staff. */
async function withFamily(req: PayloadRequest, ticketId: number, recorded: Recorded): Promise<Recorded> {
  return recorded.outcome === 'applied' || !recorded.bookingId ? recorded : { ...recorded, ...(await bookingOf(req, ticketId)) }
}

async function apply(req: PayloadRequest, actor: VisitActor, item: OfflineItem, at: Date): Promise<Recorded> {
  switch (item.kind) {
    case 'check_in': {
      const result = await checkIn(req, {
        bookingId: item.ticketId,
        actor,
        waiverVersion: item.waiverVersion,
        numberPlate: item.numberPlate,
        parkingAgreed: item.cefParkingAgreed,
        idempotencyKey: item.key,
        now: at,
      })
      return withFamily(req, item.ticketId, visitOutcome('check_in', item.ticketId, result))
    }
    case 'check_out': {
      const result = await checkOut(req, { bookingId: item.ticketId, actor, idempotencyKey: item.key, now: at })
      return withFamily(req, item.ticketId, visitOutcome('check_out', item.ticketId, result))
    }
    case 'walk_in': {
      const result = await createWalkIn(req, {
        customerName: item.customerName,
        children: item.numberOfChildren,
        adults: item.numberOfAdults,
        slotStart: item.slotStart,
        amountPaidPence: item.amountPaid,
        waiverVersion: item.waiverVersion,
        numberPlate: item.numberPlate,
        actor,
        idempotencyKey: item.key,
        keepWhenFull: true,
        now: at,
      })
      const family = { customerName: item.customerName, children: item.numberOfChildren, adults: item.numberOfAdults }
      if (result.status === 'ok') {
        return result.overfilled
          ? {
              ...family,
              outcome: 'flagged',
              bookingId: result.booking.id,
              code: 'session_overfilled',
              message: `Taken offline into the ${result.booking.slotLabel} session, which now has more children than places.`,
            }
          : { ...family, outcome: 'applied', bookingId: result.booking.id }
      }
      if (result.status === 'not_found') return { ...family, outcome: 'refused', code: 'not_found', message: null }
      return { ...family, outcome: 'refused', code: result.code, message: result.message }
    }
    case 'noted':
      return {
        outcome: 'flagged',
        code: 'noted_at_door',
        message: item.note ?? 'Let in while the tablet had no copy of the day’s tickets: please find their booking or take payment.',
        customerName: item.customerName,
        children: item.numberOfChildren,
        adults: item.numberOfAdults,
      }
  }
}

/**
 * What becomes of a new key: a visit this tablet already made online under it (the answer was
 * lost, the tablet queued it) is applied then (`recorded_online`) and not made again; otherwise the
 * tablet's time is checked against the day and the clock, then the online rules run as at that time.
 */
async function decide(req: PayloadRequest, actor: VisitActor, item: OfflineItem, at: Date, now: Date): Promise<Recorded> {
  const online = await recordedOnline(req, item, actor)
  if (online)
    return { outcome: 'applied', code: 'recorded_online', message: 'Sent before the tablet went offline, and recorded then.', ...online }
  const timeRefusal = syncTimeRefusal(at, now)
  if (!timeRefusal) return apply(req, actor, item, at)
  const family = 'ticketId' in item ? await bookingOf(req, item.ticketId) : { customerName: item.customerName }
  return { outcome: 'refused', ...timeRefusal, ...family }
}

/**
 * Applies one item a door tablet recorded offline, once (ADR 0030): a key seen before answers its
 * first outcome and writes nothing; otherwise `decide` says what becomes of it, and the outcome is
 * recorded with the item in one transaction. Anything but `applied` is put on the Overview's Needs
 * attention list.
 */
export async function syncOfflineItem(req: PayloadRequest, actor: VisitActor, item: OfflineItem, now: Date): Promise<SyncItemAnswer> {
  return inTransaction(req, async () => {
    // Two sends of one key at once (a retry racing the first): the second waits, then replays.
    await lockUntilCommit(req, LOCK_NAMESPACES.kioskSync, item.key)
    const earlier = await req.payload.find({
      collection: KIOSK_SYNC_ITEMS_SLUG,
      where: { idempotencyKey: { equals: item.key } },
      limit: 1,
      depth: 0,
      req,
      overrideAccess: true,
    })
    const first = earlier.docs[0]
    if (first) return { key: item.key, outcome: first.outcome, code: first.code ?? null, message: first.message ?? null, replayed: true }

    const at = new Date(item.happenedAt)
    const recorded = await decide(req, actor, item, at, now)
    await req.payload.create({
      collection: KIOSK_SYNC_ITEMS_SLUG,
      data: {
        idempotencyKey: item.key,
        kind: item.kind,
        outcome: recorded.outcome,
        code: recorded.code ?? null,
        message: recorded.message ?? null,
        happenedAt: at.toISOString(),
        booking: recorded.bookingId ?? null,
        customerName: recorded.customerName ?? null,
        children: recorded.children ?? null,
        adults: recorded.adults ?? null,
        deviceLabel: actor.label,
        needsAttention: needsStaff(recorded.outcome),
      },
      req,
      overrideAccess: true,
    })
    return { key: item.key, outcome: recorded.outcome, code: recorded.code ?? null, message: recorded.message ?? null, replayed: false }
  })
}
