import { describe, expect, it } from 'vitest'
import { SYNC_CLOCK_SKEW_MS, isDuplicateStep, offlineSyncSchema, syncTimeRefusal } from '@plugins/checkin/contract'
import { venueInstant } from '@/lib/time/businessDate'

const minutes = (count: number) => count * 60_000
const shift = (instant: Date, ms: number) => new Date(instant.getTime() + ms)

describe('a door tablet’s time for what it recorded offline (ADR 0030)', () => {
  // Several times of day, in winter (GMT) and summer (BST), up to the skew before midnight.
  const nows = [
    venueInstant('2032-01-14', '09:05'),
    venueInstant('2032-01-14', '17:45'),
    venueInstant('2032-07-14', '12:30'),
    venueInstant('2032-07-14', '23:57'),
  ]

  it.each(nows)('stands when it is earlier the same day, or ahead of ours by the skew at most (now %s)', (now) => {
    expect(syncTimeRefusal(now, now)).toBeNull()
    expect(syncTimeRefusal(shift(now, SYNC_CLOCK_SKEW_MS), now)).toBeNull()
    const sameDayEarlier = new Date(
      Math.max(shift(now, -minutes(60)).getTime(), venueInstant(now.toISOString().slice(0, 10), '00:00').getTime()),
    )
    expect(syncTimeRefusal(sameDayEarlier, now)).toBeNull()
  })

  it.each(nows)('is refused when further ahead than the skew (now %s)', (now) => {
    expect(syncTimeRefusal(shift(now, SYNC_CLOCK_SKEW_MS + 1000), now)?.code).toBe('time_in_future')
  })

  it('is refused when it falls on another business day, by the venue’s clock, not UTC’s', () => {
    const justAfterMidnight = venueInstant('2032-07-15', '00:03')
    // 23:59 in London is 22:59 UTC: the same UTC date, but yesterday at the venue.
    expect(syncTimeRefusal(venueInstant('2032-07-14', '23:59'), justAfterMidnight)?.code).toBe('time_outside_day')
    expect(syncTimeRefusal(venueInstant('2032-07-15', '00:01'), justAfterMidnight)).toBeNull()
    // Within the skew but past midnight: tomorrow at the venue.
    expect(syncTimeRefusal(venueInstant('2032-07-15', '00:00'), venueInstant('2032-07-14', '23:59'))?.code).toBe('time_outside_day')
  })
})

describe('which refusals mean the step was already taken on another tablet', () => {
  it('is an earlier check-in or check-out for a check-in, an earlier check-out for a check-out', () => {
    expect(isDuplicateStep('check_in', 'already_checked_in')).toBe(true)
    expect(isDuplicateStep('check_in', 'ticket_used')).toBe(true)
    expect(isDuplicateStep('check_in', 'not_paid')).toBe(false)
    expect(isDuplicateStep('check_out', 'ticket_used')).toBe(true)
    expect(isDuplicateStep('check_out', 'not_checked_in')).toBe(false)
  })
})

describe('the sync batch', () => {
  const checkIn = {
    kind: 'check_in',
    key: 'key-12345678',
    happenedAt: '2032-07-14T09:30:00.000Z',
    ticketId: 7,
    numberPlate: null,
    cefParkingAgreed: true,
    termsAccepted: true,
    liabilityAccepted: true,
    waiverVersion: 3,
  }

  it('takes each kind with its key and time, and refuses an empty or oversized batch or a bad item', () => {
    const noted = {
      kind: 'noted',
      key: 'key-noted-1',
      happenedAt: '2032-07-14T09:31:00+01:00',
      customerName: 'Ann Lee',
      numberOfChildren: 2,
      numberOfAdults: 1,
    }
    expect(offlineSyncSchema.safeParse({ items: [checkIn, noted] }).success).toBe(true)
    expect(offlineSyncSchema.safeParse({ items: [] }).success).toBe(false)
    expect(offlineSyncSchema.safeParse({ items: Array.from({ length: 201 }, () => checkIn) }).success).toBe(false)
    expect(offlineSyncSchema.safeParse({ items: [{ ...checkIn, key: 'short' }] }).success).toBe(false)
    expect(offlineSyncSchema.safeParse({ items: [{ ...checkIn, happenedAt: 'this morning' }] }).success).toBe(false)
    expect(offlineSyncSchema.safeParse({ items: [{ ...checkIn, termsAccepted: false }] }).success).toBe(false)
    expect(offlineSyncSchema.safeParse({ items: [{ ...checkIn, kind: 'undo' }] }).success).toBe(false)
  })
})
