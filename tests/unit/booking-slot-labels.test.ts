import { describe, expect, it } from 'vitest'
import {
  FULL_DAY_RESTRICTION,
  isFullDayRestriction,
  isValidRestrictionSlot,
  parseSlotInput,
  parseSlotRange,
  slotLabel,
  timeFromMinutes,
  twelveHour,
} from '@plugins/booking/domain/slots'

describe('slot labels as the spec writes them', () => {
  it.each([
    ['09:30', '11:30', '9:30 AM - 11:30 AM'],
    ['12:00', '14:00', '12:00 PM - 2:00 PM'],
    ['14:30', '16:30', '2:30 PM - 4:30 PM'],
  ])('%s to %s reads "%s" and both forms parse back to the start', (start, end, label) => {
    expect(slotLabel(start, end)).toBe(label)
    expect(parseSlotInput(label)).toBe(start)
    expect(parseSlotRange(label)).toEqual({ start, end })
    expect(parseSlotInput(start)).toBe(start)
  })

  it.each([
    ['00:00', '12:00 AM'],
    ['00:05', '12:05 AM'],
    ['09:05', '9:05 AM'],
    ['11:59', '11:59 AM'],
    ['12:00', '12:00 PM'],
    ['12:30', '12:30 PM'],
    ['13:00', '1:00 PM'],
    ['23:59', '11:59 PM'],
  ])('writes %s as %s, with no leading zero', (time, text) => {
    expect(twelveHour(time)).toBe(text)
  })

  it('turns minutes since midnight into HH:mm', () => {
    expect(timeFromMinutes(0)).toBe('00:00')
    expect(timeFromMinutes(570)).toBe('09:30')
    expect(timeFromMinutes(570 + 120)).toBe('11:30')
    expect(timeFromMinutes(990)).toBe('16:30')
  })
})

describe('reading the slot a page sends', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    [' 14:30 ', '14:30'],
    ['9:30 AM', '09:30'],
    ['9:30am', '09:30'],
    ['2:30 pm', '14:30'],
    ['12:00 PM', '12:00'],
    ['12:00 AM', '00:00'],
    ['12:00 PM - 2:00 PM', '12:00'],
    ['2:30 PM - 4:30 PM', '14:30'],
    ['  9:30 AM   -   11:30 AM ', '09:30'],
    ['2:30 PM – 4:30 PM', '14:30'],
    ['14:30-16:30', '14:30'],
  ])('reads %j as %s', (input, start) => {
    expect(parseSlotInput(input)).toBe(start)
  })

  it.each([
    '',
    '   ',
    '9',
    '930',
    '9.30',
    '9:60',
    '24:00',
    '13:00 PM',
    '0:30 AM',
    '9:30 AM -',
    '- 9:30 AM',
    '9:30 AM - later',
    '9:30 AM - 11:30 AM - 1:00 PM',
    '2:30 PM - 11:30 AM',
    '9:30 AM - 9:30 AM',
    'morning',
  ])('refuses %j', (input) => {
    expect(parseSlotInput(input)).toBeNull()
  })
})

describe('the full-day restriction value', () => {
  it('is the spec’s 9:30 AM - 3:30 PM, which spans the arrival window rather than naming a slot', () => {
    expect(FULL_DAY_RESTRICTION).toBe('9:30 AM - 3:30 PM')
    expect(parseSlotRange(FULL_DAY_RESTRICTION)).toEqual({ start: '09:30', end: '15:30' })
  })

  it.each([
    [FULL_DAY_RESTRICTION, true],
    [' 9:30 AM - 3:30 PM ', true],
    ['9:30am-3:30pm', true],
    ['09:30 - 15:30', true],
    ['9:30 AM - 11:30 AM', false],
    ['9:30 AM - 4:30 PM', false],
    ['09:30', false],
    ['all day', false],
  ])('%j is full-day: %s', (timeSlot, expected) => {
    expect(isFullDayRestriction(timeSlot)).toBe(expected)
  })

  it('accepts a slot label, a start time or the full-day value as a restriction, nothing else', () => {
    for (const ok of [FULL_DAY_RESTRICTION, '12:00 PM - 2:00 PM', '14:30']) expect(isValidRestrictionSlot(ok)).toBe(true)
    for (const bad of ['lunch', '', '2:30 PM - 11:30 AM', 1430, null, undefined]) expect(isValidRestrictionSlot(bad)).toBe(false)
  })
})
