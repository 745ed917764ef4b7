import { createHmac, timingSafeEqual } from 'node:crypto'

/** The print link in the buyer's e-mail: the voucher id and an HMAC of it, like the manage-booking link. */
const sign = (secret: string, voucherId: number) =>
  createHmac('sha256', secret).update(`gift-voucher-print:${voucherId}`).digest('base64url').slice(0, 32)

export function voucherPrintToken(secret: string, voucherId: number): string {
  return `${voucherId}.${sign(secret, voucherId)}`
}

/** The voucher id a token was made for, or null for anything forged or malformed. */
export function verifyVoucherPrintToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!match) return null
  const voucherId = Number(match[1])
  const expected = Buffer.from(sign(secret, voucherId))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? voucherId : null
}
