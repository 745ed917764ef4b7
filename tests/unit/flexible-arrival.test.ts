import { describe, expect, it } from 'vitest'
import { arrivalTimesText, arrivalWindowOf } from '@plugins/booking/domain/arrivalWindow'
import { daySchedule } from '@plugins/booking/domain/daySchedule'
import { visitTime, visitTimeShort } from '@plugins/booking/emails/visitTime'
import {
  flexibleCheckInWindow,
  planFlexibleCheckIn,
  sessionFullRefusal,
  sessionUnderWay,
  type FlexibleDay,
} from '@plugins/checkin/domain/flexibleCheckIn'
import { playEndsAtFor, visitEndsAt } from '@plugins/checkin/domain/playEnd'

const settings = {
  slots: [{ start: '09:30' }, { start: '12:00' }, { start: '14:30' }],
  sessionLengthMinutes: 120,
  capacityPerSlot: 40,
  arrivalWindow: { from: '09:30', until: '15:30' },
}

const session = (start: string, end: string, blocked = false) => ({
  start,
  end,
  label: `${start} - ${end}`,
  capacity: 40,
  blocked,
})

/** The spec's normal day, on a winter (GMT) or summer (BST) date. */
const day = (date: string, blocked: string[] = []): FlexibleDay => ({
  date,
  arrival: { from: '09:30', until: '15:30' },
  arriveEarlyMinutes: 15,
  sessions: [session('09:30', '11:30'), session('12:00', '14:00'), session('14:30', '16:30')].map((s) => ({
    ...s,
    blocked: blocked.includes(s.start),
  })),
})

// 2026-12-05 is GMT (London = UTC); 2026-07-04 is BST (London = UTC + 1).
const gmt = (time: string) => new Date(`2026-12-05T${time}:00Z`)
const bst = (time: string) => new Date(`2026-07-04T${time}:00Z`)

describe('the arrival window of a day', () => {
  it('is the settings window on a normal day, and none on an event day or a closed day', () => {
    expect(arrivalWindowOf(daySchedule('2026-12-05', settings), settings)).toEqual({ from: '09:30', until: '15:30', playMinutes: 120 })
    const event = { date: '2026-12-05', event: { title: 'K-pop', slots: [{ start: '10:00', end: '13:00', capacity: 40 }] } }
    expect(arrivalWindowOf(daySchedule('2026-12-05', settings, event), settings, event)).toBeNull()
    const closed = { date: '2026-12-05', closed: true }
    expect(arrivalWindowOf(daySchedule('2026-12-05', settings, closed), settings, closed)).toBeNull()
  })

  it("is narrowed by a special day's own hours so that a whole session still fits before closing", () => {
    const short = { date: '2025-07-18', opensAt: '09:30', closesAt: '11:30' }
    expect(arrivalWindowOf(daySchedule('2025-07-18', settings, short), settings, short)).toEqual({
      from: '09:30',
      until: '09:30',
      playMinutes: 120,
    })
    const late = { date: '2025-07-19', opensAt: '12:00', closesAt: '17:00' }
    expect(arrivalWindowOf(daySchedule('2025-07-19', settings, late), settings, late)).toEqual({
      from: '12:00',
      until: '15:00',
      playMinutes: 120,
    })
  })

  it('is said the same way in e-mails, pages and the kiosk', () => {
    const window = { from: '09:30', until: '15:30', playMinutes: 120 }
    expect(arrivalTimesText(window)).toBe('Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in')
    expect(arrivalTimesText({ ...window, playMinutes: 90 })).toBe('Arrive any time between 9:30 AM and 3:30 PM; 1 h 30 min from check-in')
    expect(visitTime({ arrival: window, slotLabel: '9:30 AM - 11:30 AM' })).toBe(
      'Arrive any time between 9:30 AM and 3:30 PM; 2 hours from check-in',
    )
    expect(visitTimeShort({ arrival: window, slotLabel: '9:30 AM - 11:30 AM' })).toBe('arrive any time 9:30 AM - 3:30 PM')
    expect(visitTime({ arrival: null, slotLabel: '10:00 AM - 1:00 PM' })).toBe('10:00 AM - 1:00 PM')
  })
})

describe('checking in on a flexible day', () => {
  it('opens the early minutes before the window and closes after its last minute, on the London clock in winter and summer', () => {
    expect(flexibleCheckInWindow(day('2026-12-05'))).toEqual({ opensAt: gmt('09:15'), closesAt: gmt('15:31') })
    expect(flexibleCheckInWindow(day('2026-07-04'))).toEqual({ opensAt: bst('08:15'), closesAt: bst('14:31') })
    expect(planFlexibleCheckIn(day('2026-12-05'), '09:30', gmt('09:14'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'too_early', message: expect.stringContaining('9:15 AM') },
    })
    expect(planFlexibleCheckIn(day('2026-12-05'), '09:30', gmt('09:15'))).toMatchObject({ kind: 'stay' })
    expect(planFlexibleCheckIn(day('2026-07-04'), '09:30', bst('08:14'))).toMatchObject({ kind: 'refused', refusal: { code: 'too_early' } })
    expect(planFlexibleCheckIn(day('2026-07-04'), '09:30', bst('08:15'))).toMatchObject({ kind: 'stay' })
    expect(planFlexibleCheckIn(day('2026-12-05'), '14:30', gmt('15:30'))).toMatchObject({ kind: 'stay' })
    expect(planFlexibleCheckIn(day('2026-12-05'), '14:30', gmt('15:31'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'session_ended', message: expect.stringContaining('3:30 PM') },
    })
  })

  it('never refuses a family for the session it was seated in: an ended seat moves to the session under way', () => {
    // Seated at 9:30 when booked the evening before; arriving at 1 PM, 2:50 PM, or in the gap between sessions.
    expect(planFlexibleCheckIn(day('2026-12-05'), '09:30', gmt('13:00'))).toMatchObject({ kind: 'move', session: { start: '12:00' } })
    expect(planFlexibleCheckIn(day('2026-12-05'), '09:30', gmt('14:50'))).toMatchObject({ kind: 'move', session: { start: '14:30' } })
    expect(planFlexibleCheckIn(day('2026-12-05'), '09:30', gmt('11:40'))).toMatchObject({ kind: 'move', session: { start: '12:00' } })
    expect(planFlexibleCheckIn(day('2026-07-04'), '09:30', bst('12:00'))).toMatchObject({ kind: 'move', session: { start: '12:00' } })
  })

  it('keeps a family in its own session while that one is open, and moves an early family into the session under way', () => {
    expect(planFlexibleCheckIn(day('2026-12-05'), '12:00', gmt('11:45'))).toMatchObject({ kind: 'stay', session: { start: '12:00' } })
    expect(planFlexibleCheckIn(day('2026-12-05'), '14:30', gmt('10:00'))).toMatchObject({ kind: 'move', session: { start: '09:30' } })
    expect(planFlexibleCheckIn(day('2026-12-05'), '12:00', gmt('11:20'))).toMatchObject({ kind: 'move', session: { start: '09:30' } })
  })

  it('takes nobody into a session staff blocked, and refuses other days', () => {
    expect(planFlexibleCheckIn(day('2026-12-05', ['12:00']), '09:30', gmt('12:30'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'session_blocked' },
    })
    expect(planFlexibleCheckIn(day('2026-12-05', ['09:30']), '09:30', gmt('10:00'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'session_blocked' },
    })
    expect(planFlexibleCheckIn(day('2026-12-06'), '09:30', gmt('10:00'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'wrong_day', message: expect.stringContaining('Sunday 6 December') },
    })
    expect(planFlexibleCheckIn(day('2026-12-04'), '09:30', gmt('10:00'))).toMatchObject({ kind: 'refused', refusal: { code: 'wrong_day' } })
    // Half past midnight in summer London is already the next day, though UTC is not.
    expect(planFlexibleCheckIn(day('2026-07-04'), '09:30', new Date('2026-07-03T23:30:00Z'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'too_early' },
    })
    expect(planFlexibleCheckIn(day('2026-07-04'), '09:30', new Date('2026-07-04T23:30:00Z'))).toMatchObject({
      kind: 'refused',
      refusal: { code: 'wrong_day' },
    })
  })

  it('finds the session under way, or the next to start', () => {
    expect(sessionUnderWay(day('2026-12-05'), gmt('09:00'))?.start).toBe('09:30')
    expect(sessionUnderWay(day('2026-12-05'), gmt('11:29'))?.start).toBe('09:30')
    expect(sessionUnderWay(day('2026-12-05'), gmt('11:30'))?.start).toBe('12:00')
    expect(sessionUnderWay(day('2026-12-05'), gmt('16:29'))?.start).toBe('14:30')
    expect(sessionUnderWay(day('2026-12-05'), gmt('16:30'))).toBeNull()
  })

  it('says where to go when the session under way is full', () => {
    const full = day('2026-12-05').sessions[0]!
    expect(sessionFullRefusal(day('2026-12-05'), full, '14:30', gmt('10:00'))).toEqual({
      code: 'session_full',
      message:
        'The 09:30 - 11:30 session is full right now. Your places are kept in the 14:30 - 16:30 session, which you can check in to from 2:15 PM. Please come back then, or see a member of staff.',
    })
    const midday = day('2026-12-05').sessions[1]!
    expect(sessionFullRefusal(day('2026-12-05'), midday, '09:30', gmt('13:00')).message).toBe(
      'The 12:00 - 14:00 session is full right now, so we cannot check you in here. Please see a member of staff.',
    )
  })
})

describe('when play ends', () => {
  const seat = { date: '2026-12-05', slotStart: '09:30', slotLabel: '9:30 AM - 11:30 AM' }
  it('counts from check-in on a flexible day: in at 2:50 PM plays until 4:50 PM', () => {
    expect(playEndsAtFor(seat, gmt('14:50'), 120, 120)).toEqual(gmt('16:50'))
    expect(playEndsAtFor(seat, bst('13:50'), 120, 120)).toEqual(bst('15:50'))
  })
  it("is the chosen session's end on an event day, and for visits recorded before the rule", () => {
    expect(playEndsAtFor({ ...seat, slotStart: '10:00', slotLabel: '10:00 AM - 1:00 PM' }, gmt('10:30'), null, 120)).toEqual(gmt('13:00'))
    expect(visitEndsAt({ ...seat, playEndsAt: null }, 120)).toEqual(gmt('11:30'))
    expect(visitEndsAt({ ...seat, playEndsAt: gmt('16:50').toISOString() }, 120)).toEqual(gmt('16:50'))
  })
})
