import type { PayloadRequest } from 'payload'
import { normalizeEmail } from '../domain/emailAddress'
import { cookieValue, readVerifiedToken, type VerifiedAddress } from '../domain/verifiedCookie'
import { VERIFIED_EMAIL_COOKIE, type SanitizedVerificationOptions } from '../types'

export function verificationOptions(req: Pick<PayloadRequest, 'payload'>): SanitizedVerificationOptions {
  const options = (req.payload.config.custom as { emailVerification?: SanitizedVerificationOptions } | undefined)?.emailVerification
  if (!options) throw new Error('The verification plugin is not installed')
  return options
}

/** The address this browser has proved it reads, if any (from the signed cookie). */
export function verifiedAddress(req: Pick<PayloadRequest, 'payload' | 'headers'>, now: Date = new Date()): VerifiedAddress | null {
  return readVerifiedToken(verificationOptions(req).secret, cookieValue(req.headers.get('cookie'), VERIFIED_EMAIL_COOKIE), now)
}

/** True only when `email` is the address this browser verified. */
export function isVerifiedFor(req: Pick<PayloadRequest, 'payload' | 'headers'>, email: string): boolean {
  const verified = verifiedAddress(req)
  return verified !== null && verified.email === normalizeEmail(email)
}
