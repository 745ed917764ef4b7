import { createHmac } from 'node:crypto'

/**
 * A keyed hash of the caller's network address, so rate limits can count per client without
 * storing an IP address. The first X-Forwarded-For hop is trusted: deploy behind a proxy that
 * sets it (every managed host does).
 */
export function clientKey(headers: Headers, secret: string): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim()
  const address = forwarded || headers.get('x-real-ip')?.trim() || 'unknown'
  return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32)
}
