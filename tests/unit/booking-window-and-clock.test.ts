import { describe, expect, it } from 'vitest'
import { bookingWindow, isWithinWindow } from '@plugins/booking/domain/bookingWindow'
import { isSlotPast } from '@plugins/booking/domain/slotStatus'
import { businessDate } from '@/lib/time/businessDate'

describe('the booking window: today to one month ahead, both included', () => {
  it('opens today and closes on the same day next month', () => {
    expect(bookingWindow('2026-11-22', 1)).toEqual({ first: '2026-11-22', last: '2026-12-22' })
    expect(isWithinWindow('2026-11-22', '2026-11-22', 1)).toBe(true)
    expect(isWithinWindow('2026-12-22', '2026-11-22', 1)).toBe(true)
    expect(isWithinWindow('2026-11-21', '2026-11-22', 1)).toBe(false)
    expect(isWithinWindow('2026-12-23', '2026-11-22', 1)).toBe(false)
  })

  it.each([
    ['2026-01-31', '2026-02-28'],
    ['2028-01-31', '2028-02-29'],
    ['2026-03-31', '2026-04-30'],
    ['2026-12-31', '2027-01-31'],
    ['2026-03-29', '2026-04-29'],
    ['2026-10-25', '2026-11-25'],
  ])('from %s runs to %s', (today, last) => {
    expect(bookingWindow(today, 1)).toEqual({ first: today, last })
    expect(isWithinWindow(last, today, 1)).toBe(true)
  })

  it('counts months from the settings, and 0 means today only', () => {
    expect(bookingWindow('2026-11-22', 3).last).toBe('2027-02-22')
    expect(bookingWindow('2026-11-22', 0)).toEqual({ first: '2026-11-22', last: '2026-11-22' })
    expect(isWithinWindow('2026-11-23', '2026-11-22', 0)).toBe(false)
    expect(bookingWindow('2026-11-22', 1.9).last).toBe('2026-12-22')
  })

  it.each(['', 'tomorrow', '2026-12-1', '2026-13-01', '2026-02-30', '2026-11-31', ' 2026-12-01', '2026-12-01T10:00', '01/12/2026'])(
    'refuses the date %j',
    (date) => {
      expect(isWithinWindow(date, '2026-11-22', 1)).toBe(false)
    },
  )

  it('throws on a malformed today or month count: both come from the server, so that is a bug', () => {
    expect(() => bookingWindow('2026-02-30', 1)).toThrow(RangeError)
    expect(() => bookingWindow('22/11/2026', 1)).toThrow(RangeError)
    expect(() => bookingWindow('2026-11-22', -1)).toThrow(RangeError)
    expect(() => bookingWindow('2026-11-22', Number.NaN)).toThrow(RangeError)
  })

  it('starts on London’s date even when the server’s own date is a day ahead', () => {
    // 23:30 UTC on 28 March is 23:30 in London but already 12:30 on the 29th in Auckland.
    const instant = new Date('2026-03-28T23:30:00Z')
    expect(instant.getDate()).toBe(29) // the unit project runs in Pacific/Auckland
    const today = businessDate(instant)
    expect(today).toBe('2026-03-28')
    expect(isWithinWindow('2026-03-28', today, 1)).toBe(true)
    expect(isWithinWindow('2026-04-29', today, 1)).toBe(false)
  })
})

// Rule: arrival is flexible and play lasts from check-in, so a slot can be booked until it
// ENDS on the venue's wall clock; a slot that has started but not ended is still bookable.
describe('past slots, on the London wall clock', () => {
  const at = (iso: string) => new Date(iso)

  it('stays bookable after it starts and until it ends (summer, BST = UTC+1)', () => {
    // 12:00 BST on 1 June: the 09:30-11:30 slot is over, the 12:00-14:00 slot has just begun.
    expect(isSlotPast('2026-06-01', '11:30', at('2026-06-01T11:00:00Z'))).toBe(true)
    expect(isSlotPast('2026-06-01', '14:00', at('2026-06-01T11:00:00Z'))).toBe(false)
    expect(isSlotPast('2026-06-01', '14:00', at('2026-06-01T12:59:59Z'))).toBe(false)
    expect(isSlotPast('2026-06-01', '14:00', at('2026-06-01T13:00:00Z'))).toBe(true)
  })

  it('uses GMT in winter', () => {
    expect(isSlotPast('2026-12-01', '16:30', at('2026-12-01T16:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-12-01', '16:30', at('2026-12-01T16:30:00Z'))).toBe(true)
  })

  it('treats earlier days as past and later days as not, by London’s date not the server’s', () => {
    // 14:00 BST on 1 June is already 2 June in Auckland.
    const now = at('2026-06-01T13:00:00Z')
    expect(isSlotPast('2026-06-01', '16:30', now)).toBe(false)
    expect(isSlotPast('2026-05-31', '16:30', now)).toBe(true)
    expect(isSlotPast('2026-06-02', '11:30', now)).toBe(false)
    expect(isSlotPast('2027-01-01', '11:30', now)).toBe(false)
  })

  it('holds on the spring-forward Sunday, 2026-03-29 (clocks go to BST at 01:00 UTC)', () => {
    // Just before the change it is 00:59 GMT on the 29th: the day has begun, nothing is over.
    expect(isSlotPast('2026-03-28', '16:30', at('2026-03-29T00:59:00Z'))).toBe(true)
    expect(isSlotPast('2026-03-29', '11:30', at('2026-03-29T00:59:00Z'))).toBe(false)
    // 11:30 BST is 10:30 UTC.
    expect(isSlotPast('2026-03-29', '11:30', at('2026-03-29T10:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-03-29', '11:30', at('2026-03-29T10:30:00Z'))).toBe(true)
  })

  it('holds on the fall-back Sunday, 2026-10-25 (clocks go to GMT at 01:00 UTC)', () => {
    // 23:30 UTC on the 24th is 00:30 BST on the 25th.
    expect(isSlotPast('2026-10-24', '16:30', at('2026-10-24T23:30:00Z'))).toBe(true)
    expect(isSlotPast('2026-10-25', '11:30', at('2026-10-24T23:30:00Z'))).toBe(false)
    // 11:30 GMT is 11:30 UTC.
    expect(isSlotPast('2026-10-25', '11:30', at('2026-10-25T11:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-10-25', '11:30', at('2026-10-25T11:30:00Z'))).toBe(true)
  })
})
