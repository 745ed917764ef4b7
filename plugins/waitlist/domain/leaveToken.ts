import { createHmac, timingSafeEqual } from 'node:crypto'

/** The leave link in waiting-list e-mails: the entry id and an HMAC of it (no storage, like the manage-booking link). */
const sign = (secret: string, entryId: number) =>
  createHmac('sha256', secret).update(`waiting-list-leave:${entryId}`).digest('base64url').slice(0, 32)

export function leaveToken(secret: string, entryId: number): string {
  return `${entryId}.${sign(secret, entryId)}`
}

/** The entry id a token was made for, or null for anything forged or malformed. */
export function verifyLeaveToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const entryId = Number(match[1])
  const expected = Buffer.from(sign(secret, entryId))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? entryId : null
}
