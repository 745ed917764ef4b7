import { describe, expect, it } from 'vitest'
import {
  alternativeDates,
  classifyPartyRequest,
  findPartySlot,
  partySlotStates,
  partySlotsFromLabels,
  type PartyCalendarFacts,
} from '@plugins/inquiries/domain/partyAvailability'
import { dateInMessage } from '@plugins/inquiries/domain/dateInMessage'
import { partyEstimate } from '@plugins/inquiries/domain/partyEstimate'
import { fillTemplate, listInWords, quote } from '@plugins/inquiries/domain/replyTemplate'
import { inquiryTiming } from '@plugins/inquiries/domain/inquiryListing'

const SLOTS = partySlotsFromLabels(['9:30 AM - 11:30 AM', '12:00 PM - 2:00 PM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM', 'not a time'])

const facts = (overrides: Partial<PartyCalendarFacts> = {}): PartyCalendarFacts => ({
  today: '2026-11-24',
  timeNow: '08:00',
  bookingWindowMonths: 3,
  sessionLengthMinutes: 120,
  specialDays: [],
  restrictions: [],
  parties: [],
  ...overrides,
})

const freeLabels = (date: string, f: PartyCalendarFacts) =>
  partySlotStates(date, SLOTS, f)
    .filter((state) => state.free)
    .map((state) => state.label)

describe('party slots from the CMS', () => {
  it('reads the labels as times and leaves out one that is not', () => {
    expect(SLOTS.map(({ start, end }) => `${start}-${end}`)).toEqual(['09:30-11:30', '12:00-14:00', '14:00-16:00', '16:00-18:00'])
  })

  it('finds the requested slot however its times are written', () => {
    expect(findPartySlot(SLOTS, '14:00 - 16:00')?.label).toBe('2:00 PM - 4:00 PM')
    expect(findPartySlot(SLOTS, '2:00 PM – 4:00 PM')?.label).toBe('2:00 PM - 4:00 PM')
    expect(findPartySlot(SLOTS, '1:00 PM - 3:00 PM')).toBeNull()
  })
})

describe('what takes a party slot', () => {
  it('a free day has every slot', () => {
    expect(freeLabels('2026-12-05', facts())).toHaveLength(4)
  })

  it('a closed special day has none; an event day none; own hours only the slots inside them', () => {
    expect(
      partySlotStates('2026-12-25', SLOTS, facts({ specialDays: [{ date: '2026-12-25', closed: true }] })).map((state) => state.takenBy),
    ).toEqual(['closed', 'closed', 'closed', 'closed'])
    const event = facts({
      specialDays: [{ date: '2026-12-05', event: { title: 'Santa', slots: [{ start: '10:00', end: '12:00', capacity: 30 }] } }],
    })
    expect(freeLabels('2026-12-05', event)).toEqual([])
    const short = facts({ specialDays: [{ date: '2026-12-24', opensAt: '09:30', closesAt: '14:00' }] })
    expect(freeLabels('2026-12-24', short)).toEqual(['9:30 AM - 11:30 AM', '12:00 PM - 2:00 PM'])
  })

  it('a blocked session takes the party slots its hours overlap; a whole-day block takes them all', () => {
    const session = facts({ restrictions: [{ date: '2026-12-05', timeSlot: '2:30 PM - 4:30 PM' }] })
    expect(freeLabels('2026-12-05', session)).toEqual(['9:30 AM - 11:30 AM', '12:00 PM - 2:00 PM'])
    // A block written as a start only lasts one session.
    const byStart = facts({ restrictions: [{ date: '2026-12-05', timeSlot: '12:00' }] })
    expect(freeLabels('2026-12-05', byStart)).toEqual(['9:30 AM - 11:30 AM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'])
    const wholeDay = facts({ restrictions: [{ date: '2026-12-05', timeSlot: '9:30 AM - 3:30 PM' }] })
    expect(freeLabels('2026-12-05', wholeDay)).toEqual([])
  })

  it('a confirmed party takes its slot and no other', () => {
    const party = facts({ parties: [{ date: '2026-12-05', start: '12:00', end: '14:00' }] })
    expect(freeLabels('2026-12-05', party)).toEqual(['9:30 AM - 11:30 AM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'])
  })

  it('a slot already started today, a past date and a date beyond the window are not offered', () => {
    expect(freeLabels('2026-11-24', facts({ timeNow: '12:00' }))).toEqual(['2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'])
    expect(freeLabels('2026-11-23', facts())).toEqual([])
    expect(partySlotStates('2027-02-25', SLOTS, facts())[0]!.takenBy).toBe('outside_window')
    expect(freeLabels('2027-02-24', facts())).toHaveLength(4)
  })
})

describe('classifying a request', () => {
  const requested = findPartySlot(SLOTS, '12:00 PM - 2:00 PM')

  it('available when the requested slot is free', () => {
    expect(classifyPartyRequest(partySlotStates('2026-12-05', SLOTS, facts()), requested)).toEqual({
      availability: 'available',
      availableSlots: [requested],
    })
  })

  it('partial when it is taken but others that day are free, offering those', () => {
    const taken = partySlotStates('2026-12-05', SLOTS, facts({ parties: [{ date: '2026-12-05', start: '12:00', end: '14:00' }] }))
    const result = classifyPartyRequest(taken, requested)
    expect(result.availability).toBe('partial')
    expect(result.availableSlots.map((slot) => slot.label)).toEqual(['9:30 AM - 11:30 AM', '2:00 PM - 4:00 PM', '4:00 PM - 6:00 PM'])
  })

  it('partial, not available, when the requested time is not one of the slots', () => {
    expect(classifyPartyRequest(partySlotStates('2026-12-05', SLOTS, facts()), null).availability).toBe('partial')
  })

  it('unavailable when the day is full', () => {
    const full = facts({ parties: SLOTS.map(({ start, end }) => ({ date: '2026-12-05', start, end })) })
    expect(classifyPartyRequest(partySlotStates('2026-12-05', SLOTS, full), requested)).toEqual({
      availability: 'unavailable',
      availableSlots: [],
    })
  })
})

describe('alternative dates', () => {
  it('are the next dates with a free slot, skipping closed and full days', () => {
    const f = facts({
      specialDays: [{ date: '2026-12-06', closed: true }],
      parties: SLOTS.map(({ start, end }) => ({ date: '2026-12-07', start, end })),
    })
    expect(alternativeDates('2026-12-05', SLOTS, f).map((alternative) => alternative.date)).toEqual([
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
    ])
  })

  it('stop at the end of the booking window', () => {
    expect(alternativeDates('2027-02-22', SLOTS, facts()).map((alternative) => alternative.date)).toEqual(['2027-02-23', '2027-02-24'])
    expect(alternativeDates('2027-02-24', SLOTS, facts())).toEqual([])
  })

  it('start from today when the requested date has passed', () => {
    expect(alternativeDates('2026-11-01', SLOTS, facts({ timeNow: '17:00' }), 1)).toEqual([{ date: '2026-11-25', availableSlots: SLOTS }])
  })
})

describe('a date named in a message', () => {
  const today = '2026-11-24'
  it.each([
    ['Can we come on 2026-12-05?', '2026-12-05'],
    ['Is 5/12/2026 free?', '2026-12-05'],
    ['Is 05.12.26 free?', '2026-12-05'],
    ['Saturday 5th December please', '2026-12-05'],
    ['the 5th of December', '2026-12-05'],
    ['December 5 2027 for a party', '2027-12-05'],
    ['On 3 March', '2027-03-03'],
    ['We came on 20 November', '2027-11-20'],
  ])('%s -> %s', (message, expected) => {
    expect(dateInMessage(message, today)).toBe(expected)
  })

  it('is null when there is none, or only an impossible one', () => {
    expect(dateInMessage('Do you sell coffee?', today)).toBeNull()
    expect(dateInMessage('On 31/02/2027', today)).toBeNull()
    expect(dateInMessage('Open at 10.30?', today)).toBeNull()
  })
})

describe('the estimate and the template', () => {
  it('is per child times the children, "from" for 25+, and a flat price as it is', () => {
    const silver = { name: 'Silver', pricePence: 1600, pricing: 'perChild' as const, summary: '+ 1 free adult' }
    expect(partyEstimate(silver, '12')).toEqual({
      pence: 19200,
      text: 'Silver: £16.00 per child × 12 children = £192.00 (+ 1 free adult).',
    })
    expect(partyEstimate(silver, '25+').text).toBe('Silver: £16.00 per child × 25+ children = from £400.00 (+ 1 free adult).')
    expect(partyEstimate({ name: 'Private Hire', pricePence: 19900, pricing: 'flat', summary: 'Up to 60 kids + 60 adults' }, '40')).toEqual(
      {
        pence: 19900,
        text: 'Private Hire: £199.00 (Up to 60 kids + 60 adults).',
      },
    )
  })

  it('fills placeholders and drops a paragraph that has nothing to say', () => {
    expect(fillTemplate('Hello {{name}},\n\n{{availability}}\n\nBye {{ unknown }}', { name: 'Jo', availability: '' })).toBe(
      'Hello Jo,\n\nBye',
    )
    expect(quote('a\nb')).toBe('> a\n> b')
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c')
  })

  it('flags an unanswered inquiry past the 24 hours, in London dates', () => {
    const now = new Date('2026-11-24T08:00:00Z')
    expect(inquiryTiming('2026-11-23T09:00:00Z', false, now, 24)).toMatchObject({
      isRecent: true,
      overdue: false,
      daysSince: 1,
      formattedTime: '09:00',
    })
    expect(inquiryTiming('2026-11-23T07:00:00Z', false, now, 24)).toMatchObject({ isRecent: false, overdue: true })
    expect(inquiryTiming('2026-11-23T07:00:00Z', true, now, 24)).toMatchObject({ overdue: false })
    // Summer time: 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(inquiryTiming('2026-06-30T23:30:00Z', false, new Date('2026-07-01T08:00:00Z'), 24)).toMatchObject({
      formattedDate: 'Wed 1 Jul 2026',
      formattedTime: '00:30',
      daysSince: 0,
    })
  })
})
