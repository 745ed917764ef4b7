import { describe, expect, it } from 'vitest'
import { addBusinessDays, addBusinessMonths, businessDate, sundayAfter } from '@/lib/time/businessDate'

describe('business dates in Europe/London', () => {
  it('uses the venue’s date, not UTC’s, during British Summer Time', () => {
    expect(businessDate(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01')
    expect(businessDate(new Date('2026-06-30T22:59:00Z'))).toBe('2026-06-30')
  })

  it('matches UTC in winter', () => {
    expect(businessDate(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31')
  })

  it('adds calendar days across the clock changes', () => {
    expect(addBusinessDays('2026-03-28', 1)).toBe('2026-03-29')
    expect(addBusinessDays('2026-03-29', 1)).toBe('2026-03-30')
    expect(addBusinessDays('2026-10-24', 2)).toBe('2026-10-26')
  })

  it('adds months, clamping to the month’s last day', () => {
    expect(addBusinessMonths('2026-11-22', 1)).toBe('2026-12-22')
    expect(addBusinessMonths('2026-01-31', 1)).toBe('2026-02-28')
  })

  it('finds the next Sunday', () => {
    expect(sundayAfter('2026-11-22')).toBe('2026-11-29')
    expect(sundayAfter('2026-11-21')).toBe('2026-11-22')
  })
})
