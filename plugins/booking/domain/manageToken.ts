import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The link in a booking's e-mails: the booking id and an HMAC of it, so only someone who received
 * the e-mail can view or cancel that booking. It needs no storage and works until the visit.
 */
const sign = (secret: string, bookingId: number) =>
  createHmac('sha256', secret).update(`manage-booking:${bookingId}`).digest('base64url').slice(0, 32)

export function manageToken(secret: string, bookingId: number): string {
  return `${bookingId}.${sign(secret, bookingId)}`
}

/** The booking id a token was made for, or null for anything forged or malformed. */
export function verifyManageToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const bookingId = Number(match[1])
  const expected = Buffer.from(sign(secret, bookingId))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? bookingId : null
}
