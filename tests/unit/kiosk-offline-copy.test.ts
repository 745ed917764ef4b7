import { describe, expect, it } from 'vitest'
import type { KioskTicket } from '@plugins/checkin/contract'
import { isCopyOfToday, MAX_FOUND, offlineWalkInTicket, queuedItem, searchCopy, withQueued } from '@/components/kiosk/offline/queuedItems'
import { venueInstant } from '@/lib/time/businessDate'

function ticket(id: number, customerName: string, reference = `REF${String(id).padStart(5, '0')}`): KioskTicket {
  return {
    id,
    reference,
    customerName,
    bookingDate: '2026-12-05',
    timeSlot: '9:30 AM - 11:30 AM',
    slotStart: '09:30',
    slotEnd: '11:30',
    numberOfChildren: 2,
    numberOfAdults: 1,
    totalAmount: 2100,
    status: 'paid',
    checkedIn: false,
    checkedOut: false,
    checkedInAt: null,
    checkedOutAt: null,
    isWalkIn: false,
    arrivalTimes: null,
    playEndsAt: null,
  }
}

const waiver = { numberPlate: null, cefParkingAgreed: true, termsAccepted: true, liabilityAccepted: true, waiverVersion: 3 } as const
const at = (time: string) => venueInstant('2026-12-05', time).toISOString()
const checkIn = (ticketId: number, time: string, key = `key-in-${ticketId}-${time.replace(':', '')}`) =>
  queuedItem({ kind: 'check_in', key, happenedAt: at(time), ticketId, ...waiver }, `REF${ticketId}`)

describe('the ticket search on the tablet’s copy of today (issue 38)', () => {
  const copy = [ticket(1, 'Zoë O’Brien'), ticket(2, 'Sam Smith'), ticket(3, 'Samira Khan', 'ABCD2345'), ticket(4, 'Jo Brown')]

  it('finds a name containing the text in any case and any accents, in the copy’s order', () => {
    expect(searchCopy(copy, 'sam', []).map((found) => found.id)).toEqual([2, 3])
    expect(searchCopy(copy, 'ZOE', []).map((found) => found.id)).toEqual([1])
    expect(searchCopy(copy, "o'brien", []).map((found) => found.id)).toEqual([1])
    expect(searchCopy(copy, '  jo   brown ', []).map((found) => found.id)).toEqual([4])
  })

  it('finds a booking by its reference, typed in any case with spaces or dashes', () => {
    expect(searchCopy(copy, 'abcd-2345', []).map((found) => found.id)).toEqual([3])
    expect(searchCopy(copy, 'nobody', [])).toEqual([])
  })

  it('shows at most a search’s worth, as the server does', () => {
    const many = Array.from({ length: 50 }, (_, index) => ticket(index + 10, `Family ${index}`))
    expect(searchCopy(many, 'family', [])).toHaveLength(MAX_FOUND)
  })

  it('shows a family checked in offline as playing, and checked out once that was recorded too', () => {
    const queue = [checkIn(2, '09:40')]
    const [playing] = searchCopy(copy, 'Sam Smith', queue)
    expect(playing).toMatchObject({ id: 2, status: 'checked_in', checkedIn: true, checkedOut: false, checkedInAt: at('09:40') })
    const out = queuedItem({ kind: 'check_out', key: 'key-out-0002', happenedAt: at('11:00'), ticketId: 2 }, 'REF2')
    expect(withQueued(copy[1]!, [...queue, out])).toMatchObject({ status: 'checked_out', checkedOut: true, checkedOutAt: at('11:00') })
    // Another family's items leave this one alone.
    expect(withQueued(copy[0]!, queue)).toEqual(copy[0])
  })

  it('keeps the earlier check-in when one ticket was recorded twice on this tablet', () => {
    const twice = [checkIn(2, '09:40', 'key-first-0002'), checkIn(2, '09:45', 'key-second-002')]
    expect(withQueued(copy[1]!, twice).checkedInAt).toBe(at('09:40'))
  })
})

describe('what the tablet records offline', () => {
  it('is checked by the sync call’s own schema, and labelled without a name', () => {
    const recorded = checkIn(2, '14:05')
    expect(recorded.label).toBe('Check-in of booking REF2 at 2:05 PM')
    const noted = queuedItem(
      { kind: 'noted', key: 'key-noted-001', happenedAt: at('10:00'), customerName: 'Jo Brown', numberOfChildren: 2, numberOfAdults: 1 },
      null,
    )
    expect(noted.label).toBe('Family noted for staff at 10:00 AM')
    expect(noted.label).not.toContain('Jo Brown')
    expect(() => queuedItem({ kind: 'check_in', key: 'short', happenedAt: at('10:00'), ticketId: 2, ...waiver }, null)).toThrow()
    expect(() =>
      queuedItem(
        { kind: 'check_in', key: 'key-no-terms', happenedAt: at('10:00'), ticketId: 2, ...waiver, termsAccepted: false as true },
        null,
      ),
    ).toThrow()
  })
})

describe('the copy belongs to one business day (London)', () => {
  const copy = { day: '2026-12-05' }
  it.each([
    ['just after midnight', '2026-12-05', '00:01', true],
    ['at opening', '2026-12-05', '09:00', true],
    ['late in the evening', '2026-12-05', '23:59', true],
    ['the next morning', '2026-12-06', '00:00', false],
    ['the day before', '2026-12-04', '18:00', false],
  ])('%s', (_when, date, time, today) => {
    expect(isCopyOfToday(copy, venueInstant(date, time))).toBe(today)
  })

  it('by London’s calendar in summer time too, whatever the tablet’s own zone', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(isCopyOfToday({ day: '2026-07-01' }, new Date('2026-06-30T23:30:00Z'))).toBe(true)
    expect(isCopyOfToday({ day: '2026-06-30' }, new Date('2026-06-30T23:30:00Z'))).toBe(false)
  })
})

describe('a walk-in taken offline', () => {
  it('is on the London day it happened, past midnight UTC in summer time too', () => {
    // 00:30 on 1 July in London is 23:30 UTC on 30 June.
    const ticket = offlineWalkInTicket('Sky Walker', 2, 1, new Date('2026-06-30T23:30:00Z').toISOString())
    expect(ticket).toMatchObject({ bookingDate: '2026-07-01', status: 'checked_in', isWalkIn: true, numberOfChildren: 2 })
  })
})
