import { describe, expect, it } from 'vitest'
import { bookingWindow, isWithinWindow } from '../../plugins/booking/domain/bookingWindow'
import { newBookingReference, REFERENCE_ALPHABET } from '../../plugins/booking/domain/bookingReference'
import { daySchedule } from '../../plugins/booking/domain/daySchedule'
import { MAX_TICKETS_PER_TYPE, priceBooking } from '../../plugins/booking/domain/priceBooking'
import { FULL_DAY_RESTRICTION, isValidRestrictionSlot, parseSlotInput, slotLabel } from '../../plugins/booking/domain/slots'
import { isDayFullyRestricted, isSlotPast, placesLeft, slotRestriction, slotState } from '../../plugins/booking/domain/slotStatus'
import { bookingSettingsSeed } from '@/seed/data/bookingSettings'
import { specialDaysSeed } from '@/seed/data/specialDays'
import { ticketTypesSeed } from '@/seed/data/ticketTypes'

const settings = bookingSettingsSeed
const special = (date: string) => specialDaysSeed.find((day) => day.date === date)

describe('slot labels', () => {
  it.each([
    ['09:30', '11:30', '9:30 AM - 11:30 AM'],
    ['12:00', '14:00', '12:00 PM - 2:00 PM'],
    ['14:30', '16:30', '2:30 PM - 4:30 PM'],
  ])('%s-%s reads %s and parses back', (start, end, label) => {
    expect(slotLabel(start, end)).toBe(label)
    expect(parseSlotInput(label)).toBe(start)
    expect(parseSlotInput(start)).toBe(start)
  })

  it('reads the loose forms a page may send and refuses what is not a time', () => {
    expect(parseSlotInput('9:30')).toBe('09:30')
    expect(parseSlotInput('12:00 am')).toBe('00:00')
    for (const bad of ['', 'teatime', '25:00', '9:30 AM - later', '1 - 2 - 3']) expect(parseSlotInput(bad)).toBeNull()
  })

  it('knows the full-day restriction value', () => {
    expect(isValidRestrictionSlot(FULL_DAY_RESTRICTION)).toBe(true)
    expect(isValidRestrictionSlot('12:00 PM - 2:00 PM')).toBe(true)
    expect(isValidRestrictionSlot('lunch')).toBe(false)
  })
})

describe('day schedule', () => {
  it('gives a normal day the settings’ three slots of 120 minutes and 40 children', () => {
    const day = daySchedule('2026-12-01', settings)
    expect(day).toMatchObject({ open: true, isEventDay: false, requiresSlot: false })
    expect(day.slots).toEqual([
      { start: '09:30', end: '11:30', label: '9:30 AM - 11:30 AM', capacity: 40 },
      { start: '12:00', end: '14:00', label: '12:00 PM - 2:00 PM', capacity: 40 },
      { start: '14:30', end: '16:30', label: '2:30 PM - 4:30 PM', capacity: 40 },
    ])
  })

  it('keeps only the slots that start inside special hours', () => {
    expect(daySchedule('2025-07-18', settings, special('2025-07-18')).slots.map((slot) => slot.start)).toEqual(['09:30'])
    expect(daySchedule('2025-08-01', settings, special('2025-08-01')).slots.map((slot) => slot.start)).toEqual(['12:00', '14:30'])
    expect(daySchedule('2025-08-30', settings, special('2025-08-30')).slots.map((slot) => slot.start)).toEqual(['12:00', '14:30'])
  })

  it('closes a closed day', () => {
    expect(daySchedule('2026-12-25', settings, { date: '2026-12-25', closed: true })).toMatchObject({ open: false, slots: [] })
  })

  it('gives the 2025-09-28 event its own slots, a default and a required choice', () => {
    const day = daySchedule('2025-09-28', settings, special('2025-09-28'))
    expect(day).toMatchObject({ isEventDay: true, requiresSlot: true, eventTitle: 'K-pop Demon Hunters party', defaultSlotStart: '09:30' })
    expect(day.slots.map((slot) => [slot.label, slot.capacity])).toEqual([
      ['9:30 AM - 11:30 AM', 40],
      ['12:00 PM - 2:00 PM', 40],
      ['2:30 PM - 4:30 PM', 40],
    ])
  })
})

describe('booking window', () => {
  it('runs from today to one month ahead, both included', () => {
    expect(bookingWindow('2026-11-22', 1)).toEqual({ first: '2026-11-22', last: '2026-12-22' })
    expect(isWithinWindow('2026-11-22', '2026-11-22', 1)).toBe(true)
    expect(isWithinWindow('2026-12-22', '2026-11-22', 1)).toBe(true)
    expect(isWithinWindow('2026-12-23', '2026-11-22', 1)).toBe(false)
    expect(isWithinWindow('2026-11-21', '2026-11-22', 1)).toBe(false)
  })

  it('ends on the last day of a shorter month', () => {
    expect(bookingWindow('2026-01-31', 1).last).toBe('2026-02-28')
  })

  it('refuses impossible dates', () => {
    expect(isWithinWindow('2026-02-30', '2026-02-01', 1)).toBe(false)
  })
})

describe('past slots on the venue’s clock', () => {
  it('keeps a slot bookable until it ends, in London time whatever the server’s zone', () => {
    // 11:29 BST on 2026-06-01 is 10:29 UTC.
    expect(isSlotPast('2026-06-01', '11:30', new Date('2026-06-01T10:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-06-01', '11:30', new Date('2026-06-01T10:30:00Z'))).toBe(true)
    expect(isSlotPast('2026-06-02', '11:30', new Date('2026-06-01T23:30:00Z'))).toBe(false)
    expect(isSlotPast('2026-05-31', '16:30', new Date('2026-06-01T00:30:00Z'))).toBe(true)
  })

  it('holds across the clock changes', () => {
    // 2026-03-29: clocks go forward at 01:00 UTC; 2026-10-25: back at 01:00 UTC.
    expect(isSlotPast('2026-03-29', '11:30', new Date('2026-03-29T10:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-03-29', '11:30', new Date('2026-03-29T10:31:00Z'))).toBe(true)
    expect(isSlotPast('2026-10-25', '11:30', new Date('2026-10-25T11:29:00Z'))).toBe(false)
    expect(isSlotPast('2026-10-25', '11:30', new Date('2026-10-25T11:30:00Z'))).toBe(true)
  })
})

describe('restrictions and badges', () => {
  const restrictions = [
    { date: '2026-12-01', timeSlot: '12:00 PM - 2:00 PM', reason: 'Private hire' },
    { date: '2026-12-02', timeSlot: FULL_DAY_RESTRICTION, reason: 'Closed' },
  ]

  it('blocks the named slot, or every slot of a fully restricted day', () => {
    expect(slotRestriction('2026-12-01', '12:00', restrictions)?.reason).toBe('Private hire')
    expect(slotRestriction('2026-12-01', '09:30', restrictions)).toBeNull()
    expect(slotRestriction('2026-12-02', '14:30', restrictions)?.reason).toBe('Closed')
    expect(isDayFullyRestricted('2026-12-02', restrictions)).toBe(true)
    expect(isDayFullyRestricted('2026-12-01', restrictions)).toBe(false)
  })

  it('wears the right badge', () => {
    expect(placesLeft(40, 45)).toBe(0)
    expect(slotState({ blocked: true, past: false, placesLeft: 40, lowThreshold: 10 })).toBe('blocked')
    expect(slotState({ blocked: false, past: true, placesLeft: 40, lowThreshold: 10 })).toBe('past')
    expect(slotState({ blocked: false, past: false, placesLeft: 0, lowThreshold: 10 })).toBe('full')
    expect(slotState({ blocked: false, past: false, placesLeft: 10, lowThreshold: 10 })).toBe('low')
    expect(slotState({ blocked: false, past: false, placesLeft: 11, lowThreshold: 10 })).toBe('available')
  })
})

describe('pricing from the ticket types', () => {
  it('prices 2 children 1-12 and an adult at £21.00', () => {
    expect(priceBooking({ 'child-0-1': 0, 'child-1-12': 2, adult: 1 }, ticketTypesSeed)).toEqual({
      status: 'ok',
      lines: [
        { ticketKey: 'child-1-12', title: 'Children 1-12 years', quantity: 2, unitPricePence: 950, feePence: 0, lineTotalPence: 1900 },
        { ticketKey: 'adult', title: 'Adults', quantity: 1, unitPricePence: 200, feePence: 0, lineTotalPence: 200 },
      ],
      totalPence: 2100,
      children: 2,
      adults: 1,
    })
  })

  it('counts both child categories as children and adds fees', () => {
    const withFee = ticketTypesSeed.map((type) => ({ ...type, feePence: 25 }))
    expect(priceBooking({ 'child-0-1': 1, 'child-1-12': 1 }, withFee)).toMatchObject({ totalPence: 1400, children: 2, adults: 0 })
  })

  it.each([
    [{}, /at least one ticket/],
    [{ adult: 0 }, /at least one ticket/],
    [{ adult: -1 }, /whole number/],
    [{ adult: 1.5 }, /whole number/],
    [{ adult: MAX_TICKETS_PER_TYPE + 1 }, /At most/],
    [{ unicorn: 1 }, /no ticket type "unicorn"/],
  ])('refuses %j', (quantities, message) => {
    const result = priceBooking(quantities as Record<string, number>, ticketTypesSeed)
    expect(result.status).toBe('invalid')
    expect(result.status === 'invalid' && result.message).toMatch(message)
  })

  it('refuses a ticket type taken off sale', () => {
    const offSale = ticketTypesSeed.map((type) => (type.key === 'adult' ? { ...type, active: false } : type))
    expect(priceBooking({ adult: 1 }, offSale).status).toBe('invalid')
  })
})

describe('booking references', () => {
  it('are 8 characters from an alphabet without look-alikes', () => {
    expect(REFERENCE_ALPHABET).not.toMatch(/[01ILO]/)
    const reference = newBookingReference()
    expect(reference).toMatch(new RegExp(`^[${REFERENCE_ALPHABET}]{8}$`))
    expect(newBookingReference(() => 0)).toBe('AAAAAAAA')
  })
})
