import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '@plugins/verification'
import { applyCredits, type CreditApplication } from '../domain/applyCredits'
import { CREDIT_LEDGER_SLUG } from '../types'
import { bookingCreditsHeld, creditBalance, lockCredits } from './creditLedger'
import { loadCreditOffer } from './loadCreditOffer'

/**
 * Takes credits for a new booking inside the booking's transaction (pass its `req`): under the
 * address's lock, used = min(children, balance), so two bookings at once can never overspend.
 */
export async function takeCreditsForBooking(
  req: PayloadRequest,
  input: { email: string; bookingId: number; childTicketPrices: number[] },
): Promise<CreditApplication> {
  if (!req.transactionID) throw new Error('takeCreditsForBooking must run inside the booking transaction')
  if (input.childTicketPrices.length === 0) return { used: 0, savingsPence: 0 }
  const email = normalizeEmail(input.email)
  await lockCredits(req, email)
  const balance = await creditBalance(req, email)
  if (balance <= 0) return { used: 0, savingsPence: 0 }
  const offer = await loadCreditOffer(req.payload, req)
  const applied = applyCredits(input.childTicketPrices, balance, offer.creditValuePence)
  if (applied.used > 0) {
    await req.payload.create({
      collection: CREDIT_LEDGER_SLUG,
      data: { email, delta: -applied.used, reason: 'booking', booking: input.bookingId, note: `${applied.used} used at booking` },
      req,
      overrideAccess: true,
    })
  }
  return applied
}

/** Gives back whatever credits a booking still holds (its hold expired, or it was cancelled or refunded). Safe to repeat. */
export async function returnCreditsForBooking(req: PayloadRequest, bookingId: number, note: string): Promise<number> {
  if (!req.transactionID) throw new Error('returnCreditsForBooking must run inside a transaction')
  const held = await bookingCreditsHeld(req, bookingId)
  if (!held.email || held.credits === 0) return 0
  await lockCredits(req, held.email)
  const again = await bookingCreditsHeld(req, bookingId)
  if (again.credits === 0) return 0
  await req.payload.create({
    collection: CREDIT_LEDGER_SLUG,
    data: { email: held.email, delta: again.credits, reason: 'booking_return', booking: bookingId, note },
    req,
    overrideAccess: true,
  })
  return again.credits
}

/**
 * A booking revived by a late payment needs its credits again. Takes them if the balance still
 * allows; otherwise says so and takes nothing (the booking's payment is then refunded).
 */
export async function retakeCreditsForBooking(
  req: PayloadRequest,
  input: { email: string; bookingId: number; credits: number },
): Promise<boolean> {
  if (input.credits <= 0) return true
  const email = normalizeEmail(input.email)
  await lockCredits(req, email)
  const held = await bookingCreditsHeld(req, input.bookingId)
  const missing = input.credits - held.credits
  if (missing <= 0) return true
  if ((await creditBalance(req, email)) < missing) return false
  await req.payload.create({
    collection: CREDIT_LEDGER_SLUG,
    data: { email, delta: -missing, reason: 'booking', booking: input.bookingId, note: 'Taken again: paid after the hold lapsed' },
    req,
    overrideAccess: true,
  })
  return true
}
