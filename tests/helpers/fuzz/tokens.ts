import { createHmac } from 'node:crypto'

const base64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url')

function signed(header: unknown, claims: unknown, secret: string): string {
  const body = `${base64(header)}.${base64(claims)}`
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`
}

const decoded = (part: string | undefined): Record<string, unknown> =>
  JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>

/**
 * Session tokens no one was given: broken ones, ones signed with another key or none, and, signed
 * with the app's own key (as a leaked or outdated token would be), ones whose claims name no user,
 * another collection, a prototype key, no session or an expired one. `real` is a token Payload
 * issued (its header carries Payload's token version); `secret` is `payload.secret`.
 */
export function malformedTokens(real: string, secret: string): string[] {
  const [headerPart, claimsPart] = real.split('.')
  const header = decoded(headerPart)
  const claims = decoded(claimsPart)
  const now = Math.floor(Date.now() / 1000)
  const withClaims = (changes: Record<string, unknown>) => signed(header, { ...claims, ...changes }, secret)
  const { authVersion: _version, ...unversioned } = header
  return [
    'null',
    'a.b',
    'a.b.c',
    '..',
    '%ZZ',
    'x'.repeat(10_000),
    '\u00ff\u00fe',
    `${base64({ alg: 'none' })}.${base64(claims)}.`,
    `${base64('not json')}.${base64(claims)}.sig`,
    `${headerPart}.${base64('not json')}.sig`,
    signed(header, claims, 'not-the-secret'),
    signed(unversioned, claims, secret),
    withClaims({ id: 'abc' }),
    withClaims({ id: '99999999999999999999' }),
    withClaims({ id: 1e308 }),
    withClaims({ id: -1 }),
    withClaims({ id: { equals: 1 } }),
    withClaims({ collection: '__proto__' }),
    withClaims({ collection: 'constructor' }),
    withClaims({ collection: 'bookings' }),
    withClaims({ collection: 'kiosk-devices' }),
    withClaims({ sid: 'no-such-session' }),
    withClaims({ sid: 42 }),
    withClaims({ exp: now - 60 }),
    withClaims({ exp: 'later' }),
  ]
}
