import { Writable } from 'node:stream'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { currentOutage, noteConnection, noteRefusal } from '@/lib/db/outage'
import { logDatabaseOutageOnce } from '@/lib/db/outageHooks'
import { databaseUnavailability, unavailabilityOf } from '@/lib/db/unavailable'

/** The shapes the driver, Drizzle and Payload give the same failure. */
const driverError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})
const drizzleWrapped = (cause: Error) => new Error('Failed query: select 1\nparams: ', { cause })

describe('databaseUnavailability', () => {
  it.each([
    [driverError('timeout exceeded when trying to connect'), 'busy'],
    [new Error('Error: cannot begin transaction: timeout exceeded when trying to connect'), 'busy'],
    [drizzleWrapped(driverError('sorry, too many clients already', '53300')), 'busy'],
    [new Error('Error: cannot begin transaction: remaining connection slots are reserved for roles with the SUPERUSER attribute'), 'busy'],
    [drizzleWrapped(driverError('canceling statement due to statement timeout', '57014')), 'busy'],
    [driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'unreachable'],
    [new Error('Error: cannot begin transaction: connect ECONNREFUSED 127.0.0.1:5432'), 'unreachable'],
    [drizzleWrapped(driverError('terminating connection due to administrator command', '57P01')), 'unreachable'],
    [drizzleWrapped(driverError('the database system is starting up', '57P03')), 'unreachable'],
    [drizzleWrapped(new Error('Connection terminated unexpectedly')), 'unreachable'],
    [drizzleWrapped(driverError('database "x" is not currently accepting connections', '55000')), 'unreachable'],
  ])('reads %s as %s', (error, kind) => {
    expect(databaseUnavailability(error)).toBe(kind)
  })

  it.each([
    drizzleWrapped(driverError('duplicate key value violates unique constraint', '23505')),
    drizzleWrapped(driverError('invalid input syntax for type integer', '22P02')),
    new TypeError('Cannot read properties of undefined'),
    'a string',
    null,
  ])('leaves %s alone', (error) => {
    expect(databaseUnavailability(error)).toBeNull()
  })

  it("names the driver's message, not the failed query", () => {
    expect(unavailabilityOf(drizzleWrapped(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')))).toEqual({
      kind: 'unreachable',
      message: 'connect ECONNREFUSED 127.0.0.1:5432',
    })
  })
})

describe('one outage, logged once', () => {
  afterEach(() => {
    noteConnection(Date.now() + 3_600_000)
  })

  function logger() {
    const lines: { level: number; msg: string }[] = []
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string })
        done()
      },
    })
    return { log: pino({ hooks: { logMethod: logDatabaseOutageOnce } }, stream), lines }
  }

  it('writes the first refusal of an outage, counts the rest, and lets every other line through', async () => {
    const { log, lines } = logger()
    for (let request = 0; request < 25; request += 1)
      log.error({ err: drizzleWrapped(driverError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')) })
    log.error({ err: new Error('a real bug') }, 'something broke')
    log.info('an ordinary line')
    await new Promise((resolve) => setImmediate(resolve))
    expect(lines.map(({ msg }) => msg)).toEqual([
      expect.stringMatching(/^database unreachable: connect ECONNREFUSED 127\.0\.0\.1:5432\. API calls answer 503/),
      'something broke',
      'an ordinary line',
    ])
    expect(currentOutage()).toMatchObject({ kind: 'unreachable', refused: 25 })
  })

  it('ends the outage at the first connection after ten quiet seconds, saying how long and how many', () => {
    const start = Date.parse('2026-11-28T10:00:00Z')
    expect(noteRefusal('busy', 'timeout exceeded when trying to connect', start)).toMatch(/^database busy/)
    expect(noteRefusal('busy', 'timeout exceeded when trying to connect', start + 4_000)).toBeNull()
    expect(noteConnection(start + 9_000)).toBeNull()
    expect(noteConnection(start + 14_500)).toBe('database busy for 4 s, now serving again: 2 error(s) in that time')
    expect(currentOutage()).toBeNull()
    expect(noteConnection(start + 20_000)).toBeNull()
  })
})
