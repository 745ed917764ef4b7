import { describe, expect, it } from 'vitest'
import { daySchedule, type ScheduleSettings, type ScheduleSpecialDay } from '@plugins/booking/domain/daySchedule'
import { parseSlotInput } from '@plugins/booking/domain/slots'

// The seeded defaults, written out so this test does not move when the seed does.
const settings: ScheduleSettings = {
  slots: [{ start: '09:30' }, { start: '12:00' }, { start: '14:30' }],
  sessionLengthMinutes: 120,
  capacityPerSlot: 40,
}

const hours = (date: string, opensAt: string, closesAt: string): ScheduleSpecialDay => ({ date, closed: false, opensAt, closesAt })

const kpopEvent: ScheduleSpecialDay = {
  ...hours('2025-09-28', '09:30', '16:30'),
  event: {
    title: 'K-pop Demon Hunters party',
    slots: [
      { start: '09:30', end: '11:30', capacity: 40 },
      { start: '12:00', end: '14:00', capacity: 40 },
      { start: '14:30', end: '16:30', capacity: 40 },
    ],
    defaultSlotStart: '09:30',
  },
}

const starts = (date: string, special?: ScheduleSpecialDay) => daySchedule(date, settings, special).slots.map((slot) => slot.start)

describe('a normal day', () => {
  it('has the settings’ slots, each as long as a session and as big as the capacity', () => {
    expect(daySchedule('2026-12-01', settings)).toEqual({
      date: '2026-12-01',
      open: true,
      isEventDay: false,
      eventTitle: null,
      requiresSlot: false,
      defaultSlotStart: null,
      slots: [
        { start: '09:30', end: '11:30', label: '9:30 AM - 11:30 AM', capacity: 40 },
        { start: '12:00', end: '14:00', label: '12:00 PM - 2:00 PM', capacity: 40 },
        { start: '14:30', end: '16:30', label: '2:30 PM - 4:30 PM', capacity: 40 },
      ],
    })
  })

  it('follows the settings: other lengths, other capacities, slots entered out of order', () => {
    const day = daySchedule('2026-12-01', {
      slots: [{ start: '13:00' }, { start: '10:00' }],
      sessionLengthMinutes: 90,
      capacityPerSlot: 25,
    })
    expect(day.slots).toEqual([
      { start: '10:00', end: '11:30', label: '10:00 AM - 11:30 AM', capacity: 25 },
      { start: '13:00', end: '14:30', label: '1:00 PM - 2:30 PM', capacity: 25 },
    ])
  })

  it('is the same on the clock-change Sundays (slots are wall-clock times)', () => {
    expect(daySchedule('2026-03-29', settings).slots).toEqual(daySchedule('2026-12-01', settings).slots)
    expect(daySchedule('2026-10-25', settings).slots).toEqual(daySchedule('2026-12-01', settings).slots)
  })

  it('gives labels that parse back to their slot', () => {
    for (const slot of daySchedule('2026-12-01', settings).slots) expect(parseSlotInput(slot.label)).toBe(slot.start)
  })
})

describe('special hours keep the normal slots that start from opening until before closing', () => {
  it.each([
    ['2025-07-18', '09:30', '11:30', ['09:30']],
    ['2025-08-01', '11:30', '16:00', ['12:00', '14:30']],
    ['2025-08-02', '11:30', '16:00', ['12:00', '14:30']],
    ['2025-08-03', '11:30', '15:30', ['12:00', '14:30']],
    ['2025-08-09', '11:30', '16:00', ['12:00', '14:30']],
    ['2025-08-25', '09:30', '14:00', ['09:30', '12:00']],
    ['2025-08-30', '11:45', '15:45', ['12:00', '14:30']],
  ])('%s (%s-%s) keeps %j', (date, opensAt, closesAt, expected) => {
    const day = daySchedule(date, settings, hours(date, opensAt, closesAt))
    expect(day.slots.map((slot) => slot.start)).toEqual(expected)
    expect(day).toMatchObject({ open: true, isEventDay: false, requiresSlot: false })
  })

  it('counts opening as inside and closing as outside', () => {
    expect(starts('2026-12-01', hours('2026-12-01', '12:00', '14:30'))).toEqual(['12:00'])
    expect(starts('2026-12-01', hours('2026-12-01', '12:01', '14:31'))).toEqual(['14:30'])
  })

  it('keeps a slot that runs past closing: the session still lasts its full length', () => {
    expect(daySchedule('2025-07-18', settings, hours('2025-07-18', '09:30', '10:00')).slots).toEqual([
      { start: '09:30', end: '11:30', label: '9:30 AM - 11:30 AM', capacity: 40 },
    ])
  })

  it('uses only the bound that is given', () => {
    expect(starts('2026-12-01', { date: '2026-12-01', opensAt: '11:00' })).toEqual(['12:00', '14:30'])
    expect(starts('2026-12-01', { date: '2026-12-01', closesAt: '12:00' })).toEqual(['09:30'])
    expect(starts('2026-12-01', { date: '2026-12-01', opensAt: null, closesAt: null })).toEqual(['09:30', '12:00', '14:30'])
  })

  it('closes a day whose hours hold no slot start', () => {
    expect(daySchedule('2026-12-01', settings, hours('2026-12-01', '16:45', '18:00'))).toMatchObject({ open: false, slots: [] })
  })
})

describe('closed days', () => {
  it('have no slots, whatever else the entry says', () => {
    expect(daySchedule('2026-12-25', settings, { date: '2026-12-25', closed: true })).toMatchObject({
      open: false,
      isEventDay: false,
      requiresSlot: false,
      slots: [],
    })
    expect(daySchedule('2025-09-28', settings, { ...kpopEvent, closed: true })).toMatchObject({
      open: false,
      isEventDay: false,
      requiresSlot: false,
      slots: [],
    })
  })
})

describe('event days', () => {
  it('2025-09-28 has the event’s three slots of 40, a default slot and a required choice', () => {
    expect(daySchedule('2025-09-28', settings, kpopEvent)).toEqual({
      date: '2025-09-28',
      open: true,
      isEventDay: true,
      eventTitle: 'K-pop Demon Hunters party',
      requiresSlot: true,
      defaultSlotStart: '09:30',
      slots: [
        { start: '09:30', end: '11:30', label: '9:30 AM - 11:30 AM', capacity: 40 },
        { start: '12:00', end: '14:00', label: '12:00 PM - 2:00 PM', capacity: 40 },
        { start: '14:30', end: '16:30', label: '2:30 PM - 4:30 PM', capacity: 40 },
      ],
    })
  })

  it('uses the event’s own times and capacities, not the settings’, sorted by start', () => {
    const day = daySchedule('2026-12-12', settings, {
      date: '2026-12-12',
      event: {
        title: ' Santa’s grotto ',
        slots: [
          { start: '15:00', end: '16:00', capacity: 12 },
          { start: '10:00', end: '11:15', capacity: 20 },
        ],
      },
    })
    expect(day).toMatchObject({ isEventDay: true, requiresSlot: true, eventTitle: 'Santa’s grotto', defaultSlotStart: null })
    expect(day.slots).toEqual([
      { start: '10:00', end: '11:15', label: '10:00 AM - 11:15 AM', capacity: 20 },
      { start: '15:00', end: '16:00', label: '3:00 PM - 4:00 PM', capacity: 12 },
    ])
  })

  it('needs a title: event slots without one are ignored and the day runs normally', () => {
    const untitled = { ...kpopEvent, opensAt: null, closesAt: null, event: { ...kpopEvent.event, title: '  ' } }
    expect(daySchedule('2025-09-28', settings, untitled)).toMatchObject({ isEventDay: false, requiresSlot: false, eventTitle: null })
    expect(starts('2025-09-28', untitled)).toEqual(['09:30', '12:00', '14:30'])
  })

  it('needs slots: a titled day without them keeps the normal slots and needs no choice', () => {
    const day = daySchedule('2026-12-12', settings, { date: '2026-12-12', event: { title: 'Pyjama morning', slots: [] } })
    expect(day).toMatchObject({ open: true, isEventDay: false, requiresSlot: false, eventTitle: 'Pyjama morning' })
    expect(day.slots).toHaveLength(3)
  })
})
