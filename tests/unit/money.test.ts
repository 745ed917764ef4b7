import { describe, expect, it } from 'vitest'
import { formatPence, poundsToPence } from '@/lib/money'

describe('money', () => {
  it('formats pence as pounds in en-GB', () => {
    expect(formatPence(950)).toBe('£9.50')
    expect(formatPence(7500)).toBe('£75.00')
    expect(formatPence(0)).toBe('£0.00')
  })

  it('converts the spec’s pound amounts to pence exactly', () => {
    expect(poundsToPence(9.5)).toBe(950)
    expect(poundsToPence(0.1 + 0.2)).toBe(30)
    expect(poundsToPence(23)).toBe(2300)
    expect(poundsToPence(19.99)).toBe(1999)
  })

  it('refuses amounts that are not whole pence or not numbers', () => {
    expect(() => poundsToPence(9.505)).toThrow(RangeError)
    expect(() => poundsToPence(Number.NaN)).toThrow(RangeError)
    expect(() => poundsToPence(Number.POSITIVE_INFINITY)).toThrow(RangeError)
  })
})
