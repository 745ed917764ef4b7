// Client-safe: field validation runs in the admin too, so this file imports nothing of the server.

/** The domain of the address an erased e-mail becomes: `.invalid` can never receive mail (RFC 2606). */
export const ERASED_DOMAIN = 'erased.invalid'

/** True for the stand-in address an erasure wrote (ADR 0021): that record's contact details are gone on purpose. */
export function isErasedAddress(email: unknown): boolean {
  return typeof email === 'string' && email.toLowerCase().endsWith(`@${ERASED_DOMAIN}`)
}
