import { createHmac, timingSafeEqual } from 'node:crypto'
import type { PayloadRequest } from 'payload'
import { KIOSK_DEVICES_SLUG } from '../types'

/** The sign-in token a request carries: `Authorization: JWT <token>` (or Bearer), else the sign-in cookie. */
function presentedToken(req: PayloadRequest): string | null {
  const header = req.headers.get('authorization')?.match(/^(?:JWT|Bearer)\s+(\S+)$/i)
  if (header) return header[1]!
  const name = `${req.payload.config.cookiePrefix || 'payload'}-token=`
  const cookie = (req.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(name))
  return cookie ? cookie.slice(name.length) : null
}

/**
 * The claims of a token this site signed (Payload signs with HS256 and its derived secret), or
 * null for anything else. The expiry is not checked: a revoked tablet is revoked however old its
 * token is, and nothing here signs anyone in.
 */
function signedClaims(token: string, secret: string): Record<string, unknown> | null {
  const [header, body, signature] = token.split('.')
  if (!header || !body || !signature) return null
  const expected = createHmac('sha256', secret).update(`${header}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/**
 * Whether a request that has no usable session carries a kiosk device's genuine token for a device
 * an admin has disabled or deleted: the tablet must wipe its copy of the day's tickets and its
 * unsent records (ADR 0030). A session that merely ended (expired, signed out) is not revoked.
 */
export async function isRevokedDevice(req: PayloadRequest): Promise<boolean> {
  const token = presentedToken(req)
  const claims = token ? signedClaims(token, req.payload.secret) : null
  if (!claims || claims.collection !== KIOSK_DEVICES_SLUG) return false
  const id = typeof claims.id === 'number' || typeof claims.id === 'string' ? Number(claims.id) : NaN
  // A Postgres integer id, or no device at all (never a look-up the database would refuse).
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return false
  const device = await req.payload.findByID({ collection: KIOSK_DEVICES_SLUG, id, depth: 0, overrideAccess: true, disableErrors: true })
  return !device || device.disabled === true
}
