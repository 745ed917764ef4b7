import { describe, expect, it } from 'vitest'
import { bookingDateBadge, daysBetween, relativeDayLabel, shortBusinessDate } from '@/components/kiosk/dateLabels'

// The unit project runs with TZ=Pacific/Auckland: every expectation below is about London.
describe('kiosk date labels', () => {
  it('names the days around today', () => {
    expect([-3, -1, 0, 1, 2, 7].map(relativeDayLabel)).toEqual(['3 days ago', 'Yesterday', 'Today', 'Tomorrow', 'In 2 days', 'In 7 days'])
  })

  it('gives each tone its badge', () => {
    const now = new Date('2026-11-23T12:00:00Z')
    expect(bookingDateBadge('2026-11-23', now)).toEqual({ tone: 'today', label: 'Today', daysFromToday: 0 })
    expect(bookingDateBadge('2026-11-24', now)).toEqual({ tone: 'future', label: 'Tomorrow', daysFromToday: 1 })
    expect(bookingDateBadge('2026-11-30', now)).toEqual({ tone: 'future', label: 'In 7 days', daysFromToday: 7 })
    expect(bookingDateBadge('2026-11-22', now)).toEqual({ tone: 'past', label: 'Yesterday', daysFromToday: -1 })
    expect(bookingDateBadge('2026-11-20', now)).toEqual({ tone: 'past', label: '3 days ago', daysFromToday: -3 })
  })

  it('turns over at London midnight, not the host’s (GMT in winter)', () => {
    expect(bookingDateBadge('2026-11-23', new Date('2026-11-23T23:59:59Z')).label).toBe('Today')
    expect(bookingDateBadge('2026-11-23', new Date('2026-11-24T00:00:00Z')).label).toBe('Yesterday')
    expect(bookingDateBadge('2026-11-24', new Date('2026-11-24T00:00:00Z')).label).toBe('Today')
  })

  it('turns over at London midnight in summer time (BST is UTC+1)', () => {
    // 23:30 UTC on 1 July is 00:30 on 2 July in London.
    expect(bookingDateBadge('2026-07-02', new Date('2026-07-01T23:30:00Z')).label).toBe('Today')
    expect(bookingDateBadge('2026-07-01', new Date('2026-07-01T22:59:59Z')).label).toBe('Today')
  })

  it('counts whole days across the spring clock change (29 March 2026 has 23 hours)', () => {
    const lateOnSaturday = new Date('2026-03-28T23:30:00Z') // 23:30 GMT, Saturday 28 March
    expect(bookingDateBadge('2026-03-29', lateOnSaturday).label).toBe('Tomorrow')
    expect(bookingDateBadge('2026-03-30', lateOnSaturday).label).toBe('In 2 days')
    const justAfterMidnightMonday = new Date('2026-03-29T23:30:00Z') // 00:30 BST, Monday 30 March
    expect(bookingDateBadge('2026-03-30', justAfterMidnightMonday).label).toBe('Today')
    expect(bookingDateBadge('2026-03-29', justAfterMidnightMonday).label).toBe('Yesterday')
    expect(bookingDateBadge('2026-03-28', justAfterMidnightMonday).label).toBe('2 days ago')
  })

  it('counts whole days across the autumn clock change (25 October 2026 has 25 hours)', () => {
    const justAfterMidnightSunday = new Date('2026-10-24T23:30:00Z') // 00:30 BST, Sunday 25 October
    expect(bookingDateBadge('2026-10-25', justAfterMidnightSunday).label).toBe('Today')
    expect(bookingDateBadge('2026-10-24', justAfterMidnightSunday).label).toBe('Yesterday')
    const lateOnSunday = new Date('2026-10-25T23:59:00Z') // 23:59 GMT, still Sunday
    expect(bookingDateBadge('2026-10-25', lateOnSunday).label).toBe('Today')
    expect(bookingDateBadge('2026-10-26', lateOnSunday).label).toBe('Tomorrow')
  })

  it('counts across the host’s own clock change (Auckland, 5 April 2026) without drifting', () => {
    expect(daysBetween('2026-04-04', '2026-04-06')).toBe(2)
    expect(daysBetween('2026-09-26', '2026-09-28')).toBe(2)
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1)
  })

  it('writes the date itself without a time zone', () => {
    expect(shortBusinessDate('2026-03-29')).toBe('Sun 29 Mar 2026')
    expect(shortBusinessDate('2026-09-27')).toBe('Sun 27 Sep 2026')
  })

  it('refuses what is not a business date', () => {
    expect(() => daysBetween('2026-11-23', 'soon')).toThrow(RangeError)
  })
})
