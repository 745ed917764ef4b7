import { describe, expect, it } from 'vitest'
import { checkInTiming, checkInWindow } from '@plugins/checkin/domain/checkInWindow'
import { slotEndOf } from '@plugins/checkin/domain/slotEnd'
import { undoActionFor, visitTransition } from '@plugins/checkin/domain/visitRules'
import { walkInSession } from '@plugins/checkin/domain/walkInSession'
import { BOOKING_STATUSES } from '@plugins/booking/types'

const slot = (date: string, slotStart = '09:30', slotEnd = '11:30') => ({ date, slotStart, slotEnd, slotLabel: `${slotStart}-${slotEnd}` })
const at = (iso: string) => new Date(iso)

describe('the check-in window (venue clock, Europe/London)', () => {
  it('opens the set minutes before the session and closes when it ends (GMT)', () => {
    const window = checkInWindow(slot('2026-12-05'), 15)
    expect(window.opensAt.toISOString()).toBe('2026-12-05T09:15:00.000Z')
    expect(window.closesAt.toISOString()).toBe('2026-12-05T11:30:00.000Z')
    expect(checkInTiming(slot('2026-12-05'), 15, at('2026-12-05T09:14:59Z'))?.code).toBe('too_early')
    expect(checkInTiming(slot('2026-12-05'), 15, at('2026-12-05T09:15:00Z'))).toBeNull()
    expect(checkInTiming(slot('2026-12-05'), 15, at('2026-12-05T11:29:59Z'))).toBeNull()
    expect(checkInTiming(slot('2026-12-05'), 15, at('2026-12-05T11:30:00Z'))?.code).toBe('session_ended')
  })

  it('follows British Summer Time: 9:30 AM is 08:30 UTC in July', () => {
    expect(checkInWindow(slot('2026-07-04'), 15).opensAt.toISOString()).toBe('2026-07-04T08:15:00.000Z')
    expect(checkInTiming(slot('2026-07-04'), 15, at('2026-07-04T08:15:00Z'))).toBeNull()
    expect(checkInTiming(slot('2026-07-04'), 15, at('2026-07-04T08:14:00Z'))?.code).toBe('too_early')
  })

  it('on the March clock change (01:00 GMT becomes 02:00 BST) the morning session keeps its wall-clock times', () => {
    // 29 March 2026: clocks go forward at 01:00 UTC.
    const window = checkInWindow(slot('2026-03-29'), 15)
    expect(window.opensAt.toISOString()).toBe('2026-03-29T08:15:00.000Z')
    expect(window.closesAt.toISOString()).toBe('2026-03-29T10:30:00.000Z')
    // 09:15 UTC is 10:15 BST: inside. The day before's same UTC instant was outside.
    expect(checkInTiming(slot('2026-03-29'), 15, at('2026-03-29T09:15:00Z'))).toBeNull()
    expect(checkInTiming(slot('2026-03-29'), 15, at('2026-03-29T10:30:00Z'))?.code).toBe('session_ended')
  })

  it('on the October clock change (02:00 BST becomes 01:00 GMT) the window is in GMT again', () => {
    // 25 October 2026: clocks go back at 01:00 UTC.
    const window = checkInWindow(slot('2026-10-25'), 15)
    expect(window.opensAt.toISOString()).toBe('2026-10-25T09:15:00.000Z')
    expect(checkInTiming(slot('2026-10-25'), 15, at('2026-10-25T08:20:00Z'))?.code).toBe('too_early')
    expect(checkInTiming(slot('2026-10-25'), 15, at('2026-10-25T09:20:00Z'))).toBeNull()
  })

  it('says which day a ticket is for when it is not today, across midnight in London', () => {
    // 23:30 UTC on 4 July is 00:30 on 5 July in London: a ticket for the 4th is yesterday's.
    const yesterday = checkInTiming(slot('2026-07-04'), 15, at('2026-07-04T23:30:00Z'))
    expect(yesterday).toEqual({ code: 'wrong_day', message: expect.stringContaining('Saturday 4 July') })
    const tomorrow = checkInTiming(slot('2026-07-06'), 15, at('2026-07-04T23:30:00Z'))
    expect(tomorrow).toEqual({ code: 'wrong_day', message: expect.stringContaining('Monday 6 July') })
    // 23:59 GMT on 5 December: a ticket for the 6th is tomorrow's, not too early.
    expect(checkInTiming(slot('2026-12-06'), 15, at('2026-12-05T23:59:00Z'))?.code).toBe('wrong_day')
    // Just after midnight on the day itself it is too early, with the opening time.
    expect(checkInTiming(slot('2026-12-06'), 15, at('2026-12-06T00:00:00Z'))).toEqual({
      code: 'too_early',
      message: expect.stringContaining('9:15 AM'),
    })
  })

  it('lets the window open before midnight for a session just after it', () => {
    expect(checkInTiming(slot('2026-12-06', '00:05', '02:05'), 15, at('2026-12-05T23:55:00Z'))).toBeNull()
  })

  it('handles a session that ends after midnight', () => {
    const late = slot('2026-12-05', '23:00', '01:00')
    expect(checkInWindow(late, 0).closesAt.toISOString()).toBe('2026-12-06T01:00:00.000Z')
    expect(checkInTiming(late, 0, at('2026-12-06T00:30:00Z'))).toBeNull()
  })
})

describe('visit transitions', () => {
  it('moves paid -> checked_in -> checked_out and nothing else forward', () => {
    expect(visitTransition('check_in', 'paid')).toEqual({ ok: true, to: 'checked_in' })
    expect(visitTransition('check_out', 'checked_in')).toEqual({ ok: true, to: 'checked_out' })
    for (const status of BOOKING_STATUSES.filter((candidate) => candidate !== 'paid'))
      expect(visitTransition('check_in', status).ok).toBe(false)
    for (const status of BOOKING_STATUSES.filter((candidate) => candidate !== 'checked_in'))
      expect(visitTransition('check_out', status).ok).toBe(false)
  })

  it('names each refusal the way the kiosk shows it', () => {
    expect(visitTransition('check_in', 'checked_in')).toMatchObject({ code: 'already_checked_in' })
    expect(visitTransition('check_in', 'checked_out')).toMatchObject({
      code: 'ticket_used',
      message: expect.stringContaining('Ticket Already Used'),
    })
    for (const status of ['held', 'cancelled', 'expired', 'refunded'] as const)
      expect(visitTransition('check_in', status)).toMatchObject({ code: 'not_paid' })
    expect(visitTransition('check_in', 'cancelled')).toMatchObject({ message: expect.stringContaining('cancelled') })
    expect(visitTransition('check_out', 'paid')).toMatchObject({ code: 'not_checked_in' })
    expect(visitTransition('check_out', 'checked_out')).toMatchObject({ code: 'ticket_used' })
  })

  it('undoes one step back, and only the latest step', () => {
    expect(undoActionFor('checked_out')).toBe('undo_check_out')
    expect(undoActionFor('checked_in')).toBe('undo_check_in')
    expect(undoActionFor('paid')).toBeNull()
    expect(visitTransition('undo_check_out', 'checked_out')).toEqual({ ok: true, to: 'checked_in' })
    expect(visitTransition('undo_check_in', 'checked_in')).toEqual({ ok: true, to: 'paid' })
    expect(visitTransition('undo_check_in', 'checked_out')).toMatchObject({ ok: false, code: 'nothing_to_undo' })
  })
})

describe('the session a booking ends with', () => {
  it('reads the end from the label it was booked with, else start plus the session length', () => {
    expect(slotEndOf({ slotStart: '09:30', slotLabel: '9:30 AM - 11:30 AM' }, 120)).toBe('11:30')
    expect(slotEndOf({ slotStart: '10:00', slotLabel: '10:00 AM - 1:00 PM' }, 120)).toBe('13:00')
    expect(slotEndOf({ slotStart: '14:30', slotLabel: 'Open Play (Walk-in)' }, 120)).toBe('16:30')
  })
})

describe('the session a walk-in joins', () => {
  const sessions = [
    { start: '09:30', end: '11:30', label: '9:30 AM - 11:30 AM', capacity: 40, blocked: false },
    { start: '12:00', end: '14:00', label: '12:00 PM - 2:00 PM', capacity: 40, blocked: true },
    { start: '14:30', end: '16:30', label: '2:30 PM - 4:30 PM', capacity: 40, blocked: false },
  ]
  it('is the one under way, else the next one, skipping blocked sessions', () => {
    expect(walkInSession(sessions, '08:00')).toMatchObject({ ok: true, session: { start: '09:30' } })
    expect(walkInSession(sessions, '10:45')).toMatchObject({ ok: true, session: { start: '09:30' } })
    expect(walkInSession(sessions, '11:45')).toMatchObject({ ok: true, session: { start: '14:30' } })
    expect(walkInSession(sessions, '16:30')).toMatchObject({ ok: false, code: 'no_session_today' })
  })
  it('takes a chosen session only while it is open', () => {
    expect(walkInSession(sessions, '10:00', '14:30')).toMatchObject({ ok: true, session: { start: '14:30' } })
    expect(walkInSession(sessions, '10:00', '12:00').ok).toBe(false)
    expect(walkInSession(sessions, '12:00', '09:30').ok).toBe(false)
  })
})
