import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/http/apiRequest'
import { readApiFailure, type BookingCreated, type DayAvailability } from './bookingApi'
import { buildBookingPayload, buildPendingBooking } from './bookingPayload'
import { isDayDisabled } from './isDayDisabled'

const details = {
  customerName: 'Jo Family',
  customerEmail: 'jo@example.com',
  customerPhone: '07700 900789',
  selectedDate: '2026-12-05',
  specialRequests: '',
  loyaltyOptIn: true,
}
const created: BookingCreated = {
  clientSecret: 'test_pi_1_secret_x',
  bookingId: 7,
  reference: 'PC-7K3M',
  sessionCreditsUsed: 0,
  originalAmount: 2100,
  finalAmount: 2100,
  creditSavings: 0,
  provider: 'test',
}

describe('the booking payload', () => {
  it('carries the total in pounds and no selectedTime when no slot was chosen', () => {
    const payload = buildBookingPayload(details, { 'child-1-12': 2, adult: 1 }, 2100)
    expect(payload).toEqual({ ...details, agreeToTerms: true, ticketQuantities: { 'child-1-12': 2, adult: 1 }, totalAmount: 21 })
    expect(payload).not.toHaveProperty('selectedTime')
  })

  it('sends the chosen slot and the children’s ages when given', () => {
    const payload = buildBookingPayload({ ...details, selectedTime: '12:00 PM - 2:00 PM', childAges: '4, 7' }, { 'child-1-12': 2 }, 1900)
    expect(payload).toMatchObject({ selectedTime: '12:00 PM - 2:00 PM', childAges: '4, 7', totalAmount: 19 })
  })
})

describe('the pending booking', () => {
  it('adds the booking id, reference, payment details in pence and the session details the next pages read', () => {
    const payload = buildBookingPayload({ ...details, childAges: '4, 7' }, { 'child-1-12': 2, adult: 1 }, 2100)
    const pending = buildPendingBooking(
      payload,
      { ...created, sessionCreditsUsed: 1, creditSavings: 950, finalAmount: 1150 },
      { title: 'Open Play Session', numberOfChildren: 2 },
    )
    expect(pending).toMatchObject({
      ...payload,
      bookingId: 7,
      reference: 'PC-7K3M',
      paymentDetails: { originalAmount: 2100, finalAmount: 1150, sessionCreditsUsed: 1, creditSavings: 950 },
      sessionDetails: {
        title: 'Open Play Session',
        selectedDate: '2026-12-05',
        selectedTime: '',
        numberOfChildren: 2,
        childAges: '4, 7',
        totalAmount: 11.5,
      },
    })
  })
})

describe('the date picker’s rule', () => {
  const window = { first: '2026-11-22', last: '2026-12-22' }
  const day = (date: string, available: boolean, restricted: string[] = [], full = false): [string, DayAvailability] => [
    date,
    { date, available, full, restricted, isEventDay: false, eventTitle: null },
  ]
  const days = new Map([
    day('2026-11-25', false),
    day('2026-11-24', false, [], true),
    day('2026-11-26', true, ['9:30 AM - 3:30 PM']),
    day('2026-11-27', true, ['12:00 PM - 2:00 PM']),
    day('2026-11-28', true),
  ])

  it('disables days outside the window, closed days and days blocked all day', () => {
    for (const date of ['2026-11-21', '2026-12-23', '2026-11-25', '2026-11-26']) expect(isDayDisabled(date, window, days)).toBe(true)
  })

  it('lets a full normal day be chosen only when its waiting list can be joined', () => {
    expect(isDayDisabled('2026-11-24', window, days)).toBe(true)
    expect(isDayDisabled('2026-11-24', window, days, { waitingList: true })).toBe(false)
    expect(isDayDisabled('2026-11-25', window, days, { waitingList: true })).toBe(true)
  })

  it('keeps partly restricted days, open days and days the month call did not answer for', () => {
    for (const date of ['2026-11-22', '2026-12-22', '2026-11-27', '2026-11-28', '2026-12-01'])
      expect(isDayDisabled(date, window, days)).toBe(false)
    expect(isDayDisabled('2026-11-25', window, new Map())).toBe(false)
  })
})

describe('reading a failed call', () => {
  it('reads our JSON error body', () => {
    const body = JSON.stringify({ error: { code: 'slot_full', message: 'Sorry, this session is full.', placesLeft: 0 } })
    expect(readApiFailure(new ApiError(409, `409: ${body}`, body))).toEqual({
      status: 409,
      code: 'slot_full',
      message: 'Sorry, this session is full.',
      fields: {},
    })
  })

  it('keeps the status when the body is not ours, and ignores other errors', () => {
    expect(readApiFailure(new ApiError(502, '502: Bad Gateway', ''))).toEqual({ status: 502, code: null, message: null, fields: {} })
    expect(readApiFailure(new TypeError('Failed to fetch'))).toBeNull()
  })
})
