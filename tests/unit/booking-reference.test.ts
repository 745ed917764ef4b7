import { describe, expect, it } from 'vitest'
import { newBookingReference, REFERENCE_ALPHABET, REFERENCE_LENGTH } from '@plugins/booking/domain/bookingReference'

describe('booking references', () => {
  it('use 31 characters with no look-alikes (0/O, 1/I/L)', () => {
    expect(REFERENCE_ALPHABET).toHaveLength(31)
    expect(new Set(REFERENCE_ALPHABET).size).toBe(31)
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/)
    expect(REFERENCE_ALPHABET).toMatch(/^[A-Z2-9]+$/)
  })

  it('draw each of the 8 characters from the random source', () => {
    const asked: number[] = []
    let next = 0
    const reference = newBookingReference((max) => {
      asked.push(max)
      return next++
    })
    expect(REFERENCE_LENGTH).toBe(8)
    expect(reference).toBe('ABCDEFGH')
    expect(asked).toEqual(Array(8).fill(31))
    expect(newBookingReference(() => 30)).toBe('99999999')
  })

  it('are random by default', () => {
    const references = Array.from({ length: 500 }, () => newBookingReference())
    for (const reference of references) expect(reference).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/)
    expect(new Set(references).size).toBe(500)
  })
})
