import type { PayloadRequest } from 'payload'
import { clientKey } from '@/lib/http/clientKey'
import { hashAddress } from '../domain/verificationCode'
import { verificationOptions } from './verifiedEmail'
import { hitRateLimits, type RateLimitResult } from './rateLimit'

/**
 * Counts one credit or loyalty lookup against the client's limit and, when the caller names an
 * address, that address's limit too (stored as a keyed hash, never the address itself).
 */
export async function countLookup(req: PayloadRequest, email: string | null): Promise<RateLimitResult> {
  const options = verificationOptions(req)
  const limits = [{ key: `lookup-client:${clientKey(req.headers, options.secret)}`, limit: options.limits.lookupsPerClient }]
  if (email) limits.push({ key: `lookup-address:${hashAddress(options.secret, email)}`, limit: options.limits.lookupsPerAddress })
  return hitRateLimits(req.payload, limits)
}
