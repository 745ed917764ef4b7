import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { businessDate, venueInstant } from '@/lib/time/businessDate'
import { cardLinkHoldUntil } from '../domain/cardLinkHold'
import { newBookingReference } from '../domain/bookingReference'
import { priceBooking, type PricedTicketType } from '../domain/priceBooking'
import { slotRestriction } from '../domain/slotStatus'
import { createHeldBooking } from './createHeldBooking'
import { buildDayView } from './dayView'
import { buildDayPlan } from './dayPlan'
import { loadDays, loadRestrictions, loadTicketTypes } from './loadDay'
import { queueBookingEmail } from './queueBookingJobs'

export type WaitingListOffer = {
  date: string
  slotStart: string
  children: number
  customerName: string
  customerEmail: string
  /** How long the offer holds the places (Waiting list settings), cut short at the session's start, or on a normal day the arrival window's end. */
  offerMinutes: number
}

export type OfferHoldResult =
  | { status: 'held'; booking: Booking }
  | { status: 'full'; placesLeft: number }
  | { status: 'unavailable'; reason: 'no_session' | 'blocked' | 'started' | 'no_child_ticket' }

/**
 * Places freed in a session, held for the next family on its waiting list (docs/adr/0026): a held
 * booking like a staff booking paid by link (ADR 0019), seated under the slot lock and recounted,
 * with the payment-link e-mail queued in the same transaction. The family's children are priced
 * at the dearest child ticket on sale (the list asks only how many children); no adults, which
 * are paid at the door. Unpaid, the hold expires like any other and the places pass on.
 */
export async function holdOfferForWaitingList(
  req: PayloadRequest,
  offer: WaitingListOffer,
  now: Date = new Date(),
): Promise<OfferHoldResult> {
  const [days, ticketTypes] = await sequential(req, offer.date)
  const view = buildDayView(offer.date, days, new Map(), businessDate(now), now)
  const session = view.sessions.find((candidate) => candidate.start === offer.slotStart)
  if (!session) return { status: 'unavailable', reason: 'no_session' }
  if (session.state === 'blocked') return { status: 'unavailable', reason: 'blocked' }
  // A normal day takes families until its arrival window ends, in any session not over (ADR 0016);
  // an event day's session only until it starts.
  const { arrival } = buildDayPlan(offer.date, days)
  const lastMoment = venueInstant(offer.date, arrival ? arrival.until : offer.slotStart)
  if (session.state === 'past' || lastMoment.getTime() <= now.getTime()) return { status: 'unavailable', reason: 'started' }
  const ticket = dearestChildTicket(ticketTypes)
  if (!ticket) return { status: 'unavailable', reason: 'no_child_ticket' }
  const priced = priceBooking({ [ticket.key]: offer.children }, ticketTypes)
  if (priced.status !== 'ok') return { status: 'unavailable', reason: 'no_child_ticket' }

  const held = await createHeldBooking(
    req,
    { disableSlotLock: false },
    {
      capacity: session.capacity,
      stillOpen: async () => slotRestriction(offer.date, offer.slotStart, await loadRestrictions(req, offer.date)) === null,
      holdMinutes: days.settings.holdMinutes,
      holdUntil: cardLinkHoldUntil(
        now,
        { holdMinutes: days.settings.holdMinutes, cardLinkHoldHours: offer.offerMinutes / 60 },
        offer.date,
        arrival ? arrival.until : offer.slotStart,
      ),
      newReference: newBookingReference,
      afterHold: async (booking) => {
        await queueBookingEmail(req, booking.id, 'payment_link')
        return null
      },
      data: {
        customerName: offer.customerName,
        customerEmail: offer.customerEmail,
        clientKey: null,
        source: 'waiting_list',
        date: offer.date,
        slotStart: session.start,
        slotLabel: session.label,
        tickets: priced.lines,
        children: priced.children,
        adults: priced.adults,
        loyaltyOptIn: false,
        originalAmountPence: priced.totalPence,
        creditSavingsPence: 0,
        promoDiscountPence: 0,
        voucherAppliedPence: 0,
        finalAmountPence: priced.totalPence,
        sessionCreditsUsed: 0,
      },
    },
  )
  if (held.status === 'held') return held
  if (held.status === 'full') return held
  return { status: 'full', placesLeft: 0 }
}

async function sequential(req: PayloadRequest, date: string) {
  // Usually inside the offer's transaction, whose one connection must not run two queries at once.
  const days = await loadDays(req, date, date)
  const ticketTypes = await loadTicketTypes(req)
  return [days, ticketTypes] as const
}

function dearestChildTicket(ticketTypes: PricedTicketType[]): PricedTicketType | null {
  const children = ticketTypes.filter((type) => type.countsAsChild && type.active !== false)
  return children.reduce<PricedTicketType | null>(
    (dearest, type) => (!dearest || type.pricePence + type.feePence > dearest.pricePence + dearest.feePence ? type : dearest),
    null,
  )
}
