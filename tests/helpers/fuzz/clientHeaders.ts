import fc from 'fast-check'
import type { SanitizedConfig } from 'payload'
import { apiKeyCollections, cookieNames, requestHeaderNames } from './clientNames'
import type { Identity } from './requests'

/**
 * Header values a client can send (Latin-1, no CR, LF or NUL: what an HTTP parser lets through)
 * that mean nothing or something odd. A value of spaces arrives as an empty header.
 */
const ODD_VALUES = [
  ' ',
  '%ZZ',
  '%E0%A4%A',
  '%',
  'a%2',
  '\u00ff\u00fe',
  '\t\t',
  'null',
  '-1',
  '99999999999999999999',
  '1e308',
  '*',
  ',,,',
  ';;=;',
  '"quoted"',
  '__proto__',
  '../../etc/passwd',
  'GET',
  'DELETE',
  'true',
  'bytes=abc',
  'bytes=5-1',
  'bytes=-',
  'bytes=0-99999999999999999999',
  'bytes=0-1,2-3,4-',
  'http://evil.example',
  'cross-site',
  'xx-invalid;;q=abc,*;q=',
  'x'.repeat(10_000),
]

/** Idempotency keys: empty, a letter short, one too long, odd characters, huge; and fresh valid ones, so a request can get past the check. */
const idempotencyKeys = fc.oneof(
  fc.constantFrom(
    ' ',
    'short12',
    'k'.repeat(101),
    'has space in it',
    'dots.are.not.allowed',
    '%ZZ%ZZ%ZZ',
    '\u00ff'.repeat(20),
    'x'.repeat(10_000),
  ),
  fc.uuid(),
)

export type ClientHeaderOptions = {
  config: Pick<SanitizedConfig, 'auth' | 'collections' | 'cookiePrefix'>
  /** Session tokens no one was given (tokens.ts): sent as a bearer of each scheme and as Payload's cookie. */
  tokens: string[]
}

export type ClientHeaders = {
  /** Mostly none; otherwise a few of the headers the server reads, each odd. */
  some: (identity: Identity) => fc.Arbitrary<Record<string, string>>
  /** Every header the server reads at once, each odd: every cookie in one Cookie header. */
  every: (identity: Identity) => fc.Arbitrary<Record<string, string>>
  cookies: string[]
  headers: string[]
}

/**
 * The headers a client controls, as the server reads them: each cookie the code reads (ours and
 * Payload's), `Authorization` in every scheme Payload accepts here (config.auth.jwtOrder, plus
 * `<slug> API-Key` for each collection with API keys) and in some it does not, an
 * `Idempotency-Key`, and every other header read by name. Staff keep their own Authorization.
 */
export function clientHeaders({ config, tokens }: ClientHeaderOptions): ClientHeaders {
  const cookies = cookieNames(config)
  const headers = requestHeaderNames().filter((name) => name !== 'cookie' && name !== 'authorization' && name !== 'idempotency-key')
  const tokenish = fc.constantFrom(...tokens, ...ODD_VALUES)
  const schemes = [
    ...config.auth.jwtOrder.filter((scheme) => scheme !== 'cookie'),
    ...apiKeyCollections(config).map((slug) => `${slug} API-Key`),
  ]
  const authorization = fc.oneof(
    fc.tuple(fc.constantFrom(...schemes), tokenish).map(([scheme, token]) => `${scheme} ${token}`),
    // Schemes no one here accepts, and the accepted ones written wrong.
    fc.constantFrom('users API-Key %ZZ', 'kiosk-devices API-Key ', 'Basic %ZZ', 'Bearer', 'JWT', 'bearer x', 'Bearer  ', 'JWTx.y.z'),
  )
  // A cookie header of the given names, each with a value from `values`, sometimes with junk pairs beside them.
  const cookieHeader = (names: fc.Arbitrary<string[]>, values: fc.Arbitrary<string>) =>
    fc
      .tuple(names, fc.array(values, { minLength: cookies.length, maxLength: cookies.length }), fc.boolean())
      .map(([picked, chosen, junk]) =>
        [...picked.map((name, index) => `${name}=${chosen[index]}`), ...(junk ? ['%ZZ=%ZZ', 'novalue', ''] : [])].join('; '),
      )
  const parts = (identity: Identity): Record<string, fc.Arbitrary<string>> => ({
    cookie: cookieHeader(fc.subarray(cookies, { minLength: 1 }), fc.oneof(tokenish, fc.constantFrom('', '=', '%ZZ=%ZZ'))),
    'idempotency-key': idempotencyKeys,
    ...(identity === 'anonymous' ? { authorization } : {}),
    ...Object.fromEntries(headers.map((name) => [name, fc.constantFrom(...ODD_VALUES)])),
  })
  const some = (identity: Identity) => {
    const all = parts(identity)
    const picked = fc
      .shuffledSubarray(Object.keys(all), { minLength: 1, maxLength: 3 })
      .chain((names) => fc.record(Object.fromEntries(names.map((name) => [name, all[name]!]))))
    return fc.oneof({ weight: 2, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: picked })
  }
  return {
    cookies,
    headers,
    some,
    // Every cookie not valid percent-encoding: the case that answered 500 (issue 25).
    every: (identity) =>
      fc.record({ ...parts(identity), cookie: cookieHeader(fc.constant(cookies), fc.constantFrom('%ZZ', '%E0%A4%A', '%', 'a%2')) }),
  }
}
