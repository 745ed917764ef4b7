import { describe, expect, it } from 'vitest'
import { cardLinkHoldUntil } from '@plugins/booking/domain/cardLinkHold'

const settings = { holdMinutes: 15, cardLinkHoldHours: 24 }

describe('cardLinkHoldUntil', () => {
  it('holds for the CMS’s hours when the session is further away (GMT, November)', () => {
    const now = new Date('2026-11-27T09:00:00Z')
    expect(cardLinkHoldUntil(now, settings, '2026-11-30', '09:30').toISOString()).toBe('2026-11-28T09:00:00.000Z')
  })

  it('stops at the session’s start on the venue clock when that comes first, at several times of day (BST)', () => {
    // 12:00 on 10 June 2026 in London is 11:00 UTC.
    expect(cardLinkHoldUntil(new Date('2026-06-10T06:00:00Z'), settings, '2026-06-10', '12:00').toISOString()).toBe(
      '2026-06-10T11:00:00.000Z',
    )
    expect(cardLinkHoldUntil(new Date('2026-06-09T20:30:00Z'), settings, '2026-06-10', '12:00').toISOString()).toBe(
      '2026-06-10T11:00:00.000Z',
    )
    expect(cardLinkHoldUntil(new Date('2026-06-09T10:59:00Z'), settings, '2026-06-10', '12:00').toISOString()).toBe(
      '2026-06-10T10:59:00.000Z',
    )
  })

  it('never gives less than the website’s own hold, even minutes before (or after) the session starts', () => {
    const now = new Date('2026-11-27T12:25:00Z')
    expect(cardLinkHoldUntil(now, settings, '2026-11-27', '12:30').toISOString()).toBe('2026-11-27T12:40:00.000Z')
    expect(cardLinkHoldUntil(new Date('2026-11-27T13:00:00Z'), settings, '2026-11-27', '12:00').toISOString()).toBe(
      '2026-11-27T13:15:00.000Z',
    )
  })

  it('follows the settings', () => {
    const now = new Date('2026-11-27T09:00:00Z')
    expect(cardLinkHoldUntil(now, { holdMinutes: 30, cardLinkHoldHours: 2 }, '2026-12-24', '09:30').toISOString()).toBe(
      '2026-11-27T11:00:00.000Z',
    )
  })
})
