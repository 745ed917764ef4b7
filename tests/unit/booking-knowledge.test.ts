import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Booking says what its data means (issue 37): outside the booking plugin nobody spells a booking
 * status or names booking's tables in SQL. Others name a status through the booking contract
 * (`BOOKING_STATUS.paid`, `SETTLED_STATUSES`, `isSettled`, ...) and read bookings through
 * booking's own operations. A scan of the source text, so it holds for code no import shows.
 */
const root = path.resolve(import.meta.dirname, '../..')
const SCANNED = ['plugins', 'src', 'collections', 'globals']
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

function isSkipped(file: string): boolean {
  return (
    file.startsWith('plugins/booking/') ||
    file === 'src/payload-types.ts' ||
    /\.(spec|test)\.[cm]?[jt]sx?$/.test(file) ||
    file.split('/').some((part) => part === 'tests' || part === '__tests__')
  )
}

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir)
  let names: string[]
  try {
    names = readdirSync(full)
  } catch {
    return []
  }
  return names.flatMap((name) => {
    const file = `${dir}/${name}`
    if (name === 'node_modules' || name.startsWith('.')) return []
    if (statSync(path.join(root, file)).isDirectory()) return sourceFiles(file)
    return SOURCE.test(name) && !isSkipped(file) ? [file] : []
  })
}

const files = SCANNED.flatMap(sourceFiles).map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }))

type Hit = { file: string; line: number; text: string }

function hits(found: (line: string) => boolean, only: (file: string, text: string) => boolean = () => true): string[] {
  const all: Hit[] = files
    .filter(({ file, text }) => only(file, text))
    .flatMap(({ file, text }) =>
      text.split('\n').flatMap((line, index) => (found(line) ? [{ file, line: index + 1, text: line.trim() }] : [])),
    )
  return all.map((hit) => `${hit.file}:${hit.line}: ${hit.text}`)
}

/** Words that are booking statuses and nothing else's: written anywhere outside booking, they spell one. */
const BOOKING_ONLY = /(['"`])(held|checked_in|checked_out|no_show)\1/

/**
 * Words booking shares with other vocabularies (a credit pack is 'paid', a voucher 'cancelled', a
 * waiting-list entry 'expired', a refund 'refunded'): a spelling of them is a booking status only
 * in a file that deals with bookings (it imports the booking plugin or its contract, or names the
 * `Booking` type), and only where a `status` is compared with it or given it on the same line:
 * `status === 'paid'`, `'paid' !== booking.status`, `status: 'paid'`, `status: { equals: 'paid' }`,
 * `status: { in: ['paid', ...] }`, `status = 'paid'` (SQL or code).
 *
 * What it cannot catch: a literal on another line than its `status` (a `case 'paid':` of a
 * switch on a status, an array of statuses built apart from the comparison), a field not called
 * status, or a file that reads bookings without naming booking at all. A line that declares a
 * type (`| { status: 'refunded'; ... }`, `type X = ...`) is left out: those are the answers of
 * other operations (a refund 'refunded'), not a booking's status, and a type spells no value.
 */
const SHARED = `(paid|cancelled|expired|refunded)`
const STATUS_WITH_SHARED = new RegExp(
  [
    // status === 'paid', status !== 'paid', status == 'paid', status = 'paid' (SQL), status: 'paid'
    `\\bstatus\\b\\s*(?:===|!==|==|!=|=|:)\\s*(['"\`])${SHARED}\\1`,
    // 'paid' === status
    `(['"\`])${SHARED}\\3\\s*(?:===|!==|==|!=)\\s*[\\w.?]*\\bstatus\\b`,
    // status: { equals: 'paid' }, status: { not_equals: 'paid' }, status: { in: ['paid' ... }
    `\\bstatus\\b\\s*:\\s*\\{\\s*(?:equals|not_equals|in|not_in)\\s*:\\s*\\[?\\s*(['"\`])${SHARED}\\5`,
    // status in ('paid', ...) or status::text in ('paid', ...) (SQL)
    `\\bstatus\\b(?:::text)?\\s+(?:not\\s+)?in\\s*\\(\\s*(['"\`])${SHARED}\\7`,
  ].join('|'),
  'i',
)
/** Files that deal with bookings but compare a status of their own, named with whose it is. */
const OTHER_VOCABULARIES: Record<string, string> = {
  'plugins/inquiries/collections/Parties.ts': "a party's status (it releases the party's private hire through booking)",
  'plugins/inquiries/operations/confirmParty.ts': "a party payment's status (it blocks a private hire's sessions through booking)",
}
const declaresType = (line: string) => /^\s*(\||(export\s+)?type\s)/.test(line) || /'\s*;/.test(line)
const dealsWithBookings = (file: string, text: string) =>
  !(file in OTHER_VOCABULARIES) && (/from\s+'@plugins\/booking(\/contract)?'/.test(text) || /\bBooking\b/.test(text))

/** SQL that names booking's tables: `from bookings`, `join "booking_refunds"`, `update bookings`, `into ...`, `exists (select ... from bookings`. */
const BOOKING_TABLES = /\b(from|join|update|into|exists)\s*\(?\s*["`]?(bookings|booking_refunds)\b/i

describe('booking says what its data means', () => {
  it('scans the source', () => {
    expect(files.length).toBeGreaterThan(100)
    expect(files.some(({ file }) => file.startsWith('plugins/booking/'))).toBe(false)
  })

  it('no file outside booking spells a booking-only status', () => {
    expect(hits((line) => BOOKING_ONLY.test(line))).toEqual([])
  })

  it('no file outside booking that deals with bookings compares or sets a status with a status word', () => {
    expect(hits((line) => STATUS_WITH_SHARED.test(line) && !declaresType(line), dealsWithBookings)).toEqual([])
  })

  it('no SQL outside booking names the bookings or booking_refunds table', () => {
    expect(hits((line) => BOOKING_TABLES.test(line))).toEqual([])
  })

  it('the checks catch what they are meant to', () => {
    expect(BOOKING_ONLY.test("if (booking.status === 'checked_in') return")).toBe(true)
    expect(BOOKING_ONLY.test('if (booking.status === BOOKING_STATUS.checked_in) return')).toBe(false)
    for (const line of [
      "if (booking.status === 'paid') return",
      "if ('cancelled' !== booking?.status) return",
      "where: { status: { equals: 'refunded' } },",
      "where: { status: { in: ['paid', 'checked_in'] } },",
      "data: { status: 'expired' },",
      "and b.status = 'paid'",
      "and status::text in ('paid', 'checked_in')",
    ])
      expect([line, STATUS_WITH_SHARED.test(line) && !declaresType(line)]).toEqual([line, true])
    for (const line of [
      "| { status: 'refunded'; amountPence: number }",
      "data: { status: paid ? 'booked' : 'expired' },",
      'if (booking.status === BOOKING_STATUS.paid) return',
      "if (purchaseState === 'paid') return",
    ])
      expect([line, STATUS_WITH_SHARED.test(line) && !declaresType(line)]).toEqual([line, false])
    for (const line of [
      'select id from bookings where date = $1',
      'select 1 from voucher_ledger l join bookings b on b.id = l.booking_id',
      'update "bookings" set status = $1',
      'insert into booking_refunds (booking_id) values (1)',
      'where exists (select 1 from bookings b where b.id = x.booking_id)',
    ])
      expect([line, BOOKING_TABLES.test(line)]).toEqual([line, true])
    for (const line of ["import { BOOKINGS_SLUG } from '@plugins/booking'", 'const bookings = await bookingsOfDay(req, date)'])
      expect([line, BOOKING_TABLES.test(line)]).toEqual([line, false])
  })
})
