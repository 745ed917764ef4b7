// What the app's HTTP front does to every request before Next.js sees it (scripts/server.mjs).
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, signClientAddress } from '../../src/lib/http/clientAddress.mjs'
import { badPathResponse, hasMalformedPath } from './malformedPath.mjs'

/**
 * Answers a malformed path itself (returns false), or stamps the request with its signed client
 * address, replacing any such header the client sent, and returns true for the app to handle it.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ trustedHops: number, signingKey: string }} settings
 */
export function prepareRequest(req, res, { trustedHops, signingKey }) {
  if (hasMalformedPath(req.url)) {
    badPathResponse(req.url, res)
    return false
  }
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  req.headers[CLIENT_ADDRESS_HEADER] = signClientAddress(address, signingKey)
  return true
}

/** @param {string | undefined} value */
export function parseTrustedHops(value) {
  const hops = Number(value ?? 0)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`)
  return hops
}
