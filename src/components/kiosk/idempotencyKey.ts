/**
 * A fresh key for one family action (a check-in, a check-out, a walk-in). crypto.randomUUID needs
 * a secure context; a tablet reaching the site over plain http on the venue's network has only
 * getRandomValues, which makes the same kind of key.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
