import type { PayloadRequest } from 'payload'
import type { GiftVoucher } from '@/payload-types'
import { businessDate } from '@/lib/time/businessDate'
import { normaliseVoucherCode } from '../domain/voucherCodeFormat'
import { VOUCHER_REFUSALS, voucherPays, voucherRefusal, voucherUsable, type VoucherRefusal } from '../domain/voucherRefusal'
import { GIFT_VOUCHERS_SLUG, VOUCHER_LEDGER_SLUG } from '../types'
import { bookingVoucherHeld, lockVoucher, voucherBalance } from './voucherLedger'

export type UsableVoucher = { status: 'ok'; voucherId: number; code: string; balancePence: number; expiresOn: string | null }

async function voucherByCode(req: PayloadRequest, code: string): Promise<GiftVoucher | null> {
  const { docs } = await req.payload.find({
    collection: GIFT_VOUCHERS_SLUG,
    where: { code: { equals: code } },
    limit: 1,
    depth: 0,
    req,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/**
 * The voucher a typed code names, if it can pay today (Europe/London): issued, not past its last
 * day, something left. Read without a lock, for the check call and the booking's early refusal;
 * the spend reads the balance again under the voucher's lock.
 */
export async function findUsableVoucher(req: PayloadRequest, typed: string, now: Date): Promise<UsableVoucher | VoucherRefusal> {
  const code = normaliseVoucherCode(typed)
  const voucher = code ? await voucherByCode(req, code) : null
  if (!voucher || !voucher.code) return voucherRefusal('voucher_unknown', VOUCHER_REFUSALS.voucher_unknown)
  const balancePence = await voucherBalance(req, voucher.id)
  const refused = voucherUsable(voucher, balancePence, businessDate(now))
  if (refused) return refused
  return { status: 'ok', voucherId: voucher.id, code: voucher.code, balancePence, expiresOn: voucher.expiresOn ?? null }
}

/**
 * Spends a voucher on a new booking inside the booking's transaction (pass its `req`): under the
 * voucher's row lock, spent = min(balance, due), so two bookings at once can never spend the same
 * pence. A voucher emptied or expired since the early check pays nothing (the card pays the rest).
 */
export async function spendVoucherForBooking(
  req: PayloadRequest,
  input: { voucherId: number; bookingId: number; duePence: number; now: Date },
): Promise<number> {
  if (!req.transactionID) throw new Error('spendVoucherForBooking must run inside the booking transaction')
  if (input.duePence <= 0) return 0
  await lockVoucher(req, input.voucherId)
  const voucher = await req.payload.findByID({ collection: GIFT_VOUCHERS_SLUG, id: input.voucherId, depth: 0, req, overrideAccess: true })
  const balance = await voucherBalance(req, input.voucherId)
  if (voucherUsable(voucher, balance, businessDate(input.now))) return 0
  const spent = voucherPays(balance, input.duePence)
  await req.payload.create({
    collection: VOUCHER_LEDGER_SLUG,
    data: { voucher: input.voucherId, deltaPence: -spent, reason: 'spent', booking: input.bookingId, note: 'Used at booking' },
    req,
    overrideAccess: true,
  })
  return spent
}

/** Puts back whatever a booking still holds of a voucher (its hold expired, or it was cancelled or refunded). Safe to repeat. */
export async function returnVoucherForBooking(req: PayloadRequest, bookingId: number, note: string): Promise<number> {
  if (!req.transactionID) throw new Error('returnVoucherForBooking must run inside a transaction')
  const held = await bookingVoucherHeld(req, bookingId)
  if (held.voucherId === null || held.pence === 0) return 0
  await lockVoucher(req, held.voucherId)
  const again = await bookingVoucherHeld(req, bookingId)
  if (again.pence === 0) return 0
  await req.payload.create({
    collection: VOUCHER_LEDGER_SLUG,
    data: { voucher: held.voucherId, deltaPence: again.pence, reason: 'refunded', booking: bookingId, note },
    req,
    overrideAccess: true,
  })
  return again.pence
}

/**
 * A booking revived by a late payment needs its voucher pence again. Takes them if the voucher
 * still has them and is in date; otherwise takes nothing and says so (the payment is then refunded).
 */
export async function retakeVoucherForBooking(
  req: PayloadRequest,
  input: { bookingId: number; pence: number; now: Date },
): Promise<boolean> {
  if (input.pence <= 0) return true
  const held = await bookingVoucherHeld(req, input.bookingId)
  if (held.voucherId === null) return false
  await lockVoucher(req, held.voucherId)
  const again = await bookingVoucherHeld(req, input.bookingId)
  const missing = input.pence - again.pence
  if (missing <= 0) return true
  const voucher = await req.payload.findByID({ collection: GIFT_VOUCHERS_SLUG, id: held.voucherId, depth: 0, req, overrideAccess: true })
  const balance = await voucherBalance(req, held.voucherId)
  if (voucherUsable(voucher, balance, businessDate(input.now)) || balance < missing) return false
  await req.payload.create({
    collection: VOUCHER_LEDGER_SLUG,
    data: {
      voucher: held.voucherId,
      deltaPence: -missing,
      reason: 'spent',
      booking: input.bookingId,
      note: 'Taken again: paid after the hold lapsed',
    },
    req,
    overrideAccess: true,
  })
  return true
}
