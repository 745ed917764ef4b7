import { CLIENT_ADDRESS_HEADER, clientAddressKey, createClientAddressKey, signClientAddress } from '@/lib/http/clientAddress.mjs'

/**
 * The header the app's HTTP front (scripts/server.mjs) adds for a request from `address`: tests
 * call the route handlers directly, so they play the front's part, with a key of their own.
 */
export function fromClient(address: string): Record<string, string> {
  const key = clientAddressKey() ?? createClientAddressKey()
  return { [CLIENT_ADDRESS_HEADER]: signClientAddress(address, key) }
}
