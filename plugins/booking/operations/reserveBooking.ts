import type { PayloadRequest } from 'payload'
import type { Booking } from '@/payload-types'
import { poundsToPence } from '@/lib/money'
import { addBusinessMonths, businessDate } from '@/lib/time/businessDate'
import type { BookingRequest } from '../domain/bookingRequestSchema'
import { priceBooking, type PricedTicketType } from '../domain/priceBooking'
import { pricePromo, promoUsesLeft, type PromoRefusal } from '../domain/promoCode'
import { slotRestriction } from '../domain/slotStatus'
import { newBookingReference } from '../domain/bookingReference'
import type { SanitizedBookingOptions } from '../types'
import { createHeldBooking, type HoldRequest } from './createHeldBooking'
import { loadDays, loadRestrictions, loadTicketTypes, type DayInputs } from './loadDay'
import { countPromoUses, loadPromoCode, lockPromoCode } from './promoCodes'
import { resolveBookingSlot } from './resolveBookingSlot'
import { requestDb } from '@/lib/db/transaction'
import { daySchedule } from '../domain/daySchedule'
import { reservedForWaitingLists } from './waitingReservations'

export type ReserveResult =
  | { status: 'held'; booking: Booking; settings: DayInputs['settings'] }
  | { status: 'invalid'; message: string; fields: Record<string, string> }
  | { status: 'price_changed'; currentTotalPence: number }
  | { status: 'unavailable'; message: string }
  | { status: 'full'; placesLeft: number }
  | { status: 'refused'; holdMinutes: number }
  | { status: 'promo_refused'; refusal: PromoRefusal }

/** What differs between the website's booking and one taken by staff; the checks and the lock do not. */
export type ReserveVariant = {
  clientKey: string | null
  /** Fields of the new booking that the caller decides (source, loyalty opt-in). */
  data?: Partial<HoldRequest['data']>
  /** In the hold's transaction, before the slot lock: true refuses the hold (the website's cap on live holds). */
  refuse?: () => Promise<boolean>
  /** In the hold's transaction once the booking exists: changes saved with it (credits, or a desk payment). */
  afterHold?: (booking: Booking, ticketTypes: PricedTicketType[]) => Promise<Partial<Booking> | null>
  /** When the hold ends, if not the website's hold minutes from now (a booking paid by an e-mailed link). */
  holdUntil?: (settings: DayInputs['settings'], slotStart: string) => Date
}

/**
 * Every booking's way in, the website's and staff's: the date within the booking window, the
 * server's price agreeing with the caller's total, the slot resolved from the CMS's day, then the
 * places held under the slot lock with the day's blocks re-read under it. No network call.
 */
export async function reserveBooking(
  req: PayloadRequest,
  options: SanitizedBookingOptions,
  input: Omit<BookingRequest, 'agreeToTerms' | 'promoCode'> & { promoCode?: string | null },
  now: Date,
  variant: ReserveVariant,
): Promise<ReserveResult> {
  const today = businessDate(now)
  const [days, ticketTypes] = await Promise.all([loadDays(req, input.selectedDate, input.selectedDate), loadTicketTypes(req)])
  const lastDay = addBusinessMonths(today, days.settings.bookingWindowMonths)
  if (input.selectedDate < today || input.selectedDate > lastDay) {
    return invalid('selectedDate', `Please choose a date between today and ${lastDay}`)
  }

  const priced = priceBooking(input.ticketQuantities, ticketTypes)
  if (priced.status === 'invalid') return invalid('ticketQuantities', priced.message)
  let clientTotalPence: number
  try {
    clientTotalPence = poundsToPence(input.totalAmount)
  } catch {
    return invalid('totalAmount', 'The total must be an amount in pounds and pence')
  }
  if (clientTotalPence !== priced.totalPence) return { status: 'price_changed', currentTotalPence: priced.totalPence }

  // The code's rules are checked before anything is locked; its uses are counted under its lock below.
  const promo = input.promoCode ? await loadPromoCode(req, input.promoCode) : null
  const discount = input.promoCode ? pricePromo(promo, priced.lines, today) : null
  if (discount?.status === 'refused') return { status: 'promo_refused', refusal: discount }
  const promoDiscountPence = discount?.discountPence ?? 0

  // The public's holds leave the places of waiting families to them (ADR 0026). On an event day staff
  // decide for themselves; on a normal day the desk yields to the day's list as the public does (ADR 0033).
  const eventDay = daySchedule(
    input.selectedDate,
    days.settings,
    days.specialDays.find((day) => day.date === input.selectedDate),
  ).isEventDay
  const yieldsToWaitingList = (variant.data?.source ?? 'online') === 'online' || !eventDay
  const waiting = async () =>
    yieldsToWaitingList
      ? reservedForWaitingLists(await requestDb(req), options.waitingChildren, days, input.selectedDate, input.selectedDate)
      : new Map<string, number>()
  const slot = await resolveBookingSlot(req, days, input, priced.children, now, await waiting())
  if (slot.status !== 'ok') return slot.status === 'invalid' ? invalid('selectedTime', slot.message) : slot

  const held = await createHeldBooking(req, options, {
    capacity: slot.capacity,
    // A block takes the same slot lock before it counts the bookings it affects: re-read under it.
    stillOpen: async () => slotRestriction(input.selectedDate, slot.start, await loadRestrictions(req, input.selectedDate)) === null,
    refuse: variant.refuse,
    reserved: yieldsToWaitingList ? async () => (await waiting()).get(`${input.selectedDate} ${slot.start}`) ?? 0 : undefined,
    claim:
      promo && discount
        ? async () => {
            await lockPromoCode(req, promo.id)
            // Re-read under the lock: the manager may have changed the limits since.
            const current = await loadPromoCode(req, promo.code)
            if (!current || current.active === false) return pricePromo(null, priced.lines, today) as PromoRefusal
            return promoUsesLeft(current, await countPromoUses(req, promo.code, input.customerEmail))
          }
        : undefined,
    afterHold: variant.afterHold ? (booking) => variant.afterHold!(booking, ticketTypes) : undefined,
    holdMinutes: days.settings.holdMinutes,
    holdUntil: variant.holdUntil?.(days.settings, slot.start),
    newReference: newBookingReference,
    data: {
      customerName: input.customerName,
      customerEmail: input.customerEmail,
      customerPhone: input.customerPhone,
      clientKey: variant.clientKey,
      date: input.selectedDate,
      slotStart: slot.start,
      slotLabel: slot.label,
      tickets: priced.lines,
      children: priced.children,
      adults: priced.adults,
      childAges: input.childAges || null,
      specialRequests: input.specialRequests || null,
      loyaltyOptIn: input.loyaltyOptIn,
      originalAmountPence: priced.totalPence,
      creditSavingsPence: 0,
      promoCode: discount ? discount.code : null,
      promoDiscountPence,
      voucherAppliedPence: 0,
      finalAmountPence: priced.totalPence - promoDiscountPence,
      sessionCreditsUsed: 0,
      ...variant.data,
    },
  })
  if (held.status === 'refused') return { status: 'refused', holdMinutes: days.settings.holdMinutes }
  if (held.status === 'full' || held.status === 'promo_refused') return held
  return { status: 'held', booking: held.booking, settings: days.settings }
}

function invalid(field: string, message: string): ReserveResult {
  return { status: 'invalid', message, fields: { [field]: message } }
}
