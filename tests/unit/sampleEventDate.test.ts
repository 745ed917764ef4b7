import { describe, expect, it } from 'vitest'
import { sampleEventDate } from '@/seed/data/specialDays'

describe('the sample event day', () => {
  it('is a Sunday two to three weeks out inside a one-month window', () => {
    expect(sampleEventDate('2026-11-22', '2026-12-22')).toBe('2026-12-06')
    expect(sampleEventDate('2026-11-23', '2026-12-23')).toBe('2026-12-13')
  })

  it('falls back to the next Sunday, then to the window’s last day, in a short window', () => {
    expect(sampleEventDate('2026-11-22', '2026-12-01')).toBe('2026-11-29')
    expect(sampleEventDate('2026-11-23', '2026-11-25')).toBe('2026-11-25')
  })
})
