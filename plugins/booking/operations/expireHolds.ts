import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { returnCreditsForBooking } from '@plugins/credits'
import { returnVoucherForBooking } from '@plugins/vouchers'
import { paymentProvider } from '@plugins/payments'
import { inTransaction, transactionDb } from '@/lib/db/transaction'
import { businessDate } from '@/lib/time/businessDate'
import type { PlacesFreed, Seat } from '../types'

/**
 * Marks holds past their expiry as expired. Counting already ignores them, so this is
 * bookkeeping for staff screens and reports; it is safe to run on several instances at once.
 */
export async function expireStaleHolds(payload: Payload): Promise<number[]> {
  return (await expireHoldsReturningPayments(payload)).map((row) => row.id)
}

type ExpiredHold = { id: number; paymentProvider: string | null; paymentReference: string | null; seat: Seat }

/** Expiry and the return of the holds' credits and voucher pence commit together, so none is ever stranded on an expired hold. */
async function expireHoldsReturningPayments(payload: Payload): Promise<ExpiredHold[]> {
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    const result = await (
      await transactionDb(req)
    ).execute(sql`
      update bookings set status = 'expired', updated_at = now()
      where status::text = 'held' and hold_expires_at <= now()
      returning id, date, slot_start, payment_provider, payment_reference, session_credits_used, voucher_applied_pence`)
    const rows = result.rows as {
      id: number
      date: string
      slot_start: string
      payment_provider: string | null
      payment_reference: string | null
      session_credits_used: number | null
      voucher_applied_pence: number | null
    }[]
    for (const row of rows) {
      if (Number(row.session_credits_used ?? 0) > 0) await returnCreditsForBooking(req, Number(row.id), 'Hold expired unpaid')
      if (Number(row.voucher_applied_pence ?? 0) > 0) await returnVoucherForBooking(req, Number(row.id), 'Hold expired unpaid')
    }
    return rows.map((row) => ({
      id: Number(row.id),
      paymentProvider: row.payment_provider,
      paymentReference: row.payment_reference,
      seat: { date: row.date, slotStart: row.slot_start },
    }))
  })
}

/**
 * Expires lapsed holds, then cancels their payment intents so a family can no longer pay for
 * places they no longer hold. A payment that completed in the meantime cannot be cancelled; its
 * success event re-checks the slot (and refunds if it is full).
 */
export async function expireHoldsAndCancelPayments(
  payload: Payload,
  placesFreed?: PlacesFreed,
): Promise<{ expired: number; intentsCancelled: number }> {
  const expired = await expireHoldsReturningPayments(payload)
  if (placesFreed) await offerExpiredPlaces(payload, placesFreed, expired)
  const provider = paymentProvider(payload)
  let intentsCancelled = 0
  for (const hold of expired) {
    if (!hold.paymentReference || hold.paymentProvider !== provider.name) continue
    try {
      await provider.cancelIntent(hold.paymentReference)
      intentsCancelled += 1
    } catch (error) {
      payload.logger.warn({
        err: error,
        booking: hold.id,
        msg: 'could not cancel the payment of an expired hold; its events will settle it',
      })
    }
  }
  if (expired.length > 0) payload.logger.info({ msg: 'expired unpaid holds', bookings: expired.map((hold) => hold.id), intentsCancelled })
  return { expired: expired.length, intentsCancelled }
}

/**
 * The places of the holds just expired, offered to the waiting list in the same run (ADR 0033),
 * in a transaction of their own: the expiry's own transaction holds the bookings' rows, which a
 * payment arriving for one of them waits on while holding its slot. A failure here is logged, and
 * the waiting list's own job offers the places at its next run.
 */
async function offerExpiredPlaces(payload: Payload, placesFreed: PlacesFreed, expired: ExpiredHold[]): Promise<void> {
  const today = businessDate()
  const seats = [...new Map(expired.map(({ seat }) => [`${seat.date} ${seat.slotStart}`, seat])).values()].filter(
    (seat) => seat.date >= today,
  )
  if (seats.length === 0) return
  try {
    const req = await createLocalReq({}, payload)
    await inTransaction(req, () => placesFreed(req, seats, new Date()))
  } catch (error) {
    payload.logger.warn({ err: error, seats, msg: 'expired places not offered at once; the waiting list job will offer them' })
  }
}
