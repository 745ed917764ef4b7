import fc from 'fast-check'
import { addBusinessDays, businessDate } from '@/lib/time/businessDate'

/** Keys that reach an object's prototype when code copies input carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const

const LONG = 'x'.repeat(20_000)

/** Numbers at and past every edge a handler, a zod schema or a Postgres integer has. */
export const edgeNumbers = fc.constantFrom(
  0,
  -0,
  -1,
  1,
  1.5,
  -1.5,
  1e308,
  -1e308,
  5e-324,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e21,
  99_999_999_999,
)

/** Strings that broke parsers somewhere: NUL, bad percent-encoding, impossible dates, numbers as text, huge and odd text. */
export const edgeStrings = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '..',
  '../../../../etc/passwd',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1.5',
  '1e308',
  '9007199254740993',
  '2147483648',
  '99999999999999999999',
  '2026-02-31',
  '9999-99-99',
  '9999-12-31',
  '0000-01-01',
  '99999-01-01',
  '+275760-09-13',
  '25:99',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '\ud800',
  '😀'.repeat(50),
  'A'.repeat(300),
  LONG,
)

/**
 * Strings that look right to a person, so some generated requests get past the first check.
 * `dates` are the business dates the fuzz may book on (its own event day), since a valid booking
 * holds places: never on a date the other test files book.
 */
export function plausibleStrings(dates: string[]): fc.Arbitrary<string> {
  return fc.constantFrom(
    'Jo Family',
    'fuzz@test.example',
    'FUZZ@Test.Example ',
    '07700 900123',
    ...dates,
    addBusinessDays(businessDate(), 400),
    // Dates a form would let through and a calendar would not.
    '2026-02-31',
    '9999-12-31',
    '09:30',
    '9:30 AM - 11:30 AM',
    'child-1-12',
    'adult',
    '123456',
    '4',
    '10',
    'general',
    'party_booking',
    'test_pi_0123456789abcdef01234567_secret_0123456789abcdef0123456789abcdef',
  )
}

/** Any JSON value, nested a little. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(edgeStrings, edgeNumbers, fc.boolean(), fc.constant(null)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
)

/** A value nested `depth` levels deep, in arrays or objects. */
export function deeplyNested(depth: number, inArrays: boolean): unknown {
  let value: unknown = 'bottom'
  for (let level = 0; level < depth; level++) value = inArrays ? [value] : { a: value }
  return value
}

/** A path segment as a client could put it on the wire: valid, encoded, or malformed. */
export const edgePathSegments = fc.constantFrom(
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '..',
  '%2e%2e',
  '.',
  'abc',
  '-1',
  '0',
  '1.5',
  '1e308',
  'NaN',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '__proto__',
  'constructor',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '%C0%AE%C0%AE',
  'x'.repeat(5_000),
)
