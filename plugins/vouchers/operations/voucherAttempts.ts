import type { PayloadRequest } from 'payload'
import { hitRateLimit } from '@plugins/verification'
import { VOUCHER_REFUSALS, voucherRefusal, type VoucherRefusal } from '../domain/voucherRefusal'

/** Attempts per client per ten minutes, checks and bookings together: enough to retype a code, far too few to guess one. */
export const VOUCHER_ATTEMPT_LIMIT = { limit: 20, windowSeconds: 600 }

/**
 * Counts one voucher code attempt by a client (a check, or a booking with a code) in the shared
 * rate limiter, and refuses past the limit.
 */
export async function countVoucherAttempt(req: PayloadRequest, clientKey: string): Promise<VoucherRefusal | null> {
  const counted = await hitRateLimit(req.payload, `voucher-attempt:${clientKey}`, VOUCHER_ATTEMPT_LIMIT)
  if (counted.allowed) return null
  req.payload.logger.warn({ msg: 'voucher code attempts over the limit', client: clientKey.slice(0, 12) })
  return voucherRefusal('voucher_rate_limited', VOUCHER_REFUSALS.voucher_rate_limited, counted.retryAfterSeconds)
}
