import { describe, expect, it } from 'vitest'
import { FULL_DAY_RESTRICTION } from '@plugins/booking/domain/slots'
import { isDayFullyRestricted, placesLeft, slotRestriction, slotState, type Restriction } from '@plugins/booking/domain/slotStatus'

const restrictions: Restriction[] = [
  { date: '2026-12-01', timeSlot: '12:00 PM - 2:00 PM', reason: 'Private hire' },
  { date: '2026-12-02', timeSlot: FULL_DAY_RESTRICTION, reason: 'Staff training' },
  { date: '2026-12-03', timeSlot: '14:30', reason: 'Deep clean' },
  { date: '2026-12-04', timeSlot: '9:30AM-3:30PM', reason: 'Closed for repairs' },
]

describe('session restrictions', () => {
  it('block the slot they name by its label, and no other', () => {
    expect(slotRestriction('2026-12-01', '12:00', restrictions)).toEqual(restrictions[0])
    expect(slotRestriction('2026-12-01', '09:30', restrictions)).toBeNull()
    expect(slotRestriction('2026-12-01', '14:30', restrictions)).toBeNull()
  })

  it('block the slot they name by its start time', () => {
    expect(slotRestriction('2026-12-03', '14:30', restrictions)?.reason).toBe('Deep clean')
    expect(slotRestriction('2026-12-03', '12:00', restrictions)).toBeNull()
  })

  it('only on their own date', () => {
    expect(slotRestriction('2026-12-05', '12:00', restrictions)).toBeNull()
    expect(isDayFullyRestricted('2026-12-05', restrictions)).toBe(false)
  })

  it('with the full-day value block every slot, including event slots outside 9:30-3:30', () => {
    for (const start of ['09:30', '12:00', '14:30', '16:00'])
      expect(slotRestriction('2026-12-02', start, restrictions)?.reason).toBe('Staff training')
    expect(isDayFullyRestricted('2026-12-02', restrictions)).toBe(true)
  })

  it('recognise the full-day value however it is spaced', () => {
    expect(isDayFullyRestricted('2026-12-04', restrictions)).toBe(true)
    expect(slotRestriction('2026-12-04', '14:30', restrictions)?.reason).toBe('Closed for repairs')
  })

  it('do not make a day fully restricted by blocking its slots one by one', () => {
    const eachSlot: Restriction[] = ['9:30 AM - 11:30 AM', '12:00 PM - 2:00 PM', '2:30 PM - 4:30 PM'].map((timeSlot) => ({
      date: '2026-12-06',
      timeSlot,
      reason: 'Party',
    }))
    expect(isDayFullyRestricted('2026-12-06', eachSlot)).toBe(false)
    expect(slotRestriction('2026-12-06', '09:30', eachSlot)).not.toBeNull()
  })

  it('ignore a value that names no slot', () => {
    const junk: Restriction[] = [{ date: '2026-12-07', timeSlot: 'lunchtime', reason: '?' }]
    expect(slotRestriction('2026-12-07', '12:00', junk)).toBeNull()
    expect(isDayFullyRestricted('2026-12-07', junk)).toBe(false)
  })
})

describe('places left', () => {
  it.each([
    [40, 0, 40],
    [40, 30, 10],
    [40, 39, 1],
    [40, 40, 0],
    [40, 45, 0],
    [0, 0, 0],
  ])('capacity %i with %i children held or paid leaves %i', (capacity, occupied, expected) => {
    expect(placesLeft(capacity, occupied)).toBe(expected)
  })
})

describe('slot badges', () => {
  const state = (placesLeft: number, extra: Partial<{ blocked: boolean; past: boolean; lowThreshold: number }> = {}) =>
    slotState({ blocked: false, past: false, lowThreshold: 10, placesLeft, ...extra })

  it('is available above the low-availability threshold', () => {
    expect(state(40)).toBe('available')
    expect(state(11)).toBe('available')
  })

  it('is low from the threshold down to one place', () => {
    expect(state(10)).toBe('low')
    expect(state(1)).toBe('low')
  })

  it('is full at no places', () => {
    expect(state(0)).toBe('full')
  })

  it('follows the threshold from the settings', () => {
    expect(state(1, { lowThreshold: 0 })).toBe('available')
    expect(state(20, { lowThreshold: 20 })).toBe('low')
  })

  it('says blocked before past, and past before any count', () => {
    expect(state(40, { blocked: true })).toBe('blocked')
    expect(state(0, { blocked: true, past: true })).toBe('blocked')
    expect(state(40, { past: true })).toBe('past')
    expect(state(0, { past: true })).toBe('past')
  })
})
