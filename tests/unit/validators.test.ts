import { describe, expect, it } from 'vitest'
import { minutesOfDay, validateBusinessDate, validateHexColour, validatePence, validateTimeOfDay } from '@/fields/validators'

describe('field validators', () => {
  it('accepts 24-hour times and rejects others', () => {
    expect(validateTimeOfDay('09:30')).toBe(true)
    expect(validateTimeOfDay('14:30')).toBe(true)
    expect(validateTimeOfDay('')).toBe(true)
    expect(validateTimeOfDay('9:30')).toMatch(/HH:mm/)
    expect(validateTimeOfDay('24:00')).toMatch(/HH:mm/)
    expect(validateTimeOfDay('2:30 PM')).toMatch(/HH:mm/)
  })

  it('accepts real calendar dates only', () => {
    expect(validateBusinessDate('2025-09-28')).toBe(true)
    expect(validateBusinessDate('2024-02-29')).toBe(true)
    expect(validateBusinessDate('2025-02-29')).toBe('That date does not exist')
    expect(validateBusinessDate('28/09/2025')).toMatch(/YYYY-MM-DD/)
    expect(validateBusinessDate(undefined)).toMatch(/YYYY-MM-DD/)
  })

  it('refuses years whose neighbouring days leave four digits', () => {
    expect(validateBusinessDate('2999-12-31')).toBe(true)
    expect(validateBusinessDate('9999-12-31')).toMatch(/year from 1900 to 2999/)
    expect(validateBusinessDate('0000-01-01')).toMatch(/year from 1900 to 2999/)
  })

  it('accepts whole non-negative pence', () => {
    expect(validatePence(950)).toBe(true)
    expect(validatePence(0)).toBe(true)
    expect(validatePence(9.5)).toMatch(/whole number/)
    expect(validatePence(-1)).toMatch(/whole number/)
  })

  it('accepts six-digit hex colours', () => {
    expect(validateHexColour('#2f9e44')).toBe(true)
    expect(validateHexColour('green')).toMatch(/hex/)
  })

  it('counts minutes from midnight', () => {
    expect(minutesOfDay('00:00')).toBe(0)
    expect(minutesOfDay('14:30')).toBe(870)
  })
})
