import { createHash } from 'node:crypto'

/** Bookings and credit purchases keep only this hash of the payment's client secret: enough to recognise it, useless to steal. */
export function clientSecretHash(clientSecret: string): string {
  return createHash('sha256').update(clientSecret).digest('hex')
}
