// What the app's HTTP front does to every request before Next.js sees it (scripts/server.mjs).
import { CLIENT_ADDRESS_HEADER, resolveClientAddress, signClientAddress } from '../../src/lib/http/clientAddress.mjs'
import { badPathResponse, hasMalformedPath } from './malformedPath.mjs'

const HSTS = 'max-age=63072000; includeSubDomains'

/**
 * Answers a malformed path itself (returns false), or stamps the request with its signed client
 * address, replacing any such header the client sent, and returns true for the app to handle it.
 * With `strictTransport` (production on an https address) every answer tells browsers to use
 * https only; TLS ends at the proxy, so only the configured address says whether that is true.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {{ trustedHops: number, signingKey: string, strictTransport?: boolean }} settings
 */
export function prepareRequest(req, res, { trustedHops, signingKey, strictTransport = false }) {
  if (strictTransport) res.setHeader('Strict-Transport-Security', HSTS)
  if (hasMalformedPath(req.url)) {
    badPathResponse(req.url, res)
    return false
  }
  const address = resolveClientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trustedHops)
  req.headers[CLIENT_ADDRESS_HEADER] = signClientAddress(address, signingKey)
  return true
}

/**
 * Production on an https address.
 * @param {NodeJS.ProcessEnv} env
 */
export function wantsStrictTransport(env) {
  return env.NODE_ENV === 'production' && (env.SERVER_URL ?? '').startsWith('https://')
}

/** @param {string | undefined} value */
export function parseTrustedHops(value) {
  const hops = Number(value ?? 0)
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${value}"`)
  return hops
}
