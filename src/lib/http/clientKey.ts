import { createHmac } from 'node:crypto'
import { CLIENT_ADDRESS_HEADER, clientAddressKey, verifyClientAddress } from './clientAddress.mjs'

/**
 * A keyed hash of the caller's network address, so rate limits can count per client without
 * storing an IP address. The address is the one the app's HTTP front (scripts/server.mjs) took
 * from the socket and signed; X-Forwarded-For is never read here, since a client writes it at
 * will. A request that did not come through the front counts as one shared "unknown" client,
 * which only ever makes the limits stricter.
 */
export function clientKey(headers: Headers, secret: string): string {
  const address = verifyClientAddress(headers.get(CLIENT_ADDRESS_HEADER), clientAddressKey()) ?? 'unknown'
  return createHmac('sha256', secret).update(address).digest('hex').slice(0, 32)
}
