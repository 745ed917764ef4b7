import { describe, expect, it } from 'vitest'
import { beforeParty, changesCloseAfter, depositDueBy, depositRefundableUntil, onOrBefore } from '@plugins/inquiries/domain/partyDeadlines'
import { balanceDue, childLimits, childrenFromForm, depositFor, partySubtotal, percentOff } from '@plugins/inquiries/domain/partyPrice'
import { cancellationTermsText, DEFAULT_PARTY_SETTINGS, termsFor } from '@plugins/inquiries/domain/partySettings'
import { reminderDue } from '@plugins/inquiries/domain/partyReminders'
import { partyPriceSummary } from '@plugins/inquiries/domain/partySummary'
import { partyToken, verifyPartyToken } from '@plugins/inquiries/domain/partyToken'
import { venueInstant } from '@/lib/time/businessDate'

const silver = { pricing: 'perChild' as const, unitPricePence: 1600 }
const privateHire = { pricing: 'flat' as const, unitPricePence: 19900 }

describe('a party’s price', () => {
  it('is per child, or the flat price whatever the numbers', () => {
    expect(partySubtotal(silver, 12)).toBe(19200)
    expect(partySubtotal(privateHire, 12)).toBe(19900)
    expect(partySubtotal(privateHire, 60)).toBe(19900)
  })

  it('a reward’s percentage is rounded in the family’s favour', () => {
    expect(percentOff(19200, 20)).toBe(3840)
    expect(percentOff(1999, 20)).toBe(400)
  })

  it('the deposit never exceeds the total, and the balance is what was not kept', () => {
    expect(depositFor(termsFor(DEFAULT_PARTY_SETTINGS, 'silver'), 19200)).toBe(5000)
    expect(depositFor(termsFor(DEFAULT_PARTY_SETTINGS, 'silver'), 3000)).toBe(3000)
    expect(balanceDue({ totalPence: 19200, paidPence: 5000, refundedPence: 0 })).toBe(14200)
    expect(balanceDue({ totalPence: 19200, paidPence: 24000, refundedPence: 4800 })).toBe(0)
    expect(balanceDue({ totalPence: 19200, paidPence: 24000, refundedPence: 0 })).toBe(0)
  })

  it('reads the form’s numbers, and holds a package to its limits and the room (not a private hire)', () => {
    expect(childrenFromForm('12')).toBe(12)
    expect(childrenFromForm('25+')).toBe(25)
    expect(childrenFromForm('')).toBeNull()
    expect(childLimits({ packageKey: 'silver', depositPence: 5000, minChildren: 5, maxChildren: 40 }, 30, false)).toEqual({
      min: 5,
      max: 30,
    })
    expect(childLimits(termsFor(DEFAULT_PARTY_SETTINGS, 'private-hire'), 30, true)).toEqual({ min: 1, max: 60 })
    // A package the manager has not listed: the default deposit, 1 child to the room's capacity.
    expect(termsFor(DEFAULT_PARTY_SETTINGS, 'platinum')).toEqual({
      packageKey: 'platinum',
      depositPence: 5000,
      minChildren: 1,
      maxChildren: 30,
    })
  })

  it('sums up what is paid and due for e-mails', () => {
    const party = { packageName: 'Silver', ...silver, children: 12, discountPence: 0, totalPence: 19200, depositPence: 5000 }
    expect(partyPriceSummary({ ...party, status: 'provisional', paidPence: 0, refundedPence: 0 })).toBe(
      'Silver: £16.00 per child × 12 children\nTotal: £192.00\nDeposit to pay now: £50.00',
    )
    expect(partyPriceSummary({ ...party, status: 'confirmed', paidPence: 5000, refundedPence: 0 })).toContain('Balance due: £142.00')
    expect(partyPriceSummary({ ...party, status: 'confirmed', paidPence: 19200, refundedPence: 0 })).toContain('Nothing more to pay')
  })
})

describe('a party’s deadlines, at the venue’s clock', () => {
  const party = { date: '2027-07-20', start: '12:00' }

  it('the deposit link holds the slot for the set days, at any time of day', () => {
    for (const time of ['00:30', '09:15', '23:45']) {
      const now = venueInstant('2027-07-01', time)
      expect(depositDueBy(now, 3, party).getTime() - now.getTime()).toBe(3 * 86_400_000)
    }
  })

  it('never past the party’s start, in summer time and in winter', () => {
    expect(depositDueBy(venueInstant('2027-07-19', '09:00'), 3, party)).toEqual(venueInstant('2027-07-20', '12:00'))
    expect(depositDueBy(venueInstant('2027-01-09', '18:00'), 3, { date: '2027-01-10', start: '09:30' }).toISOString()).toBe(
      '2027-01-10T09:30:00.000Z',
    )
    expect(depositDueBy(venueInstant('2027-07-19', '09:00'), 3, party).toISOString()).toBe('2027-07-20T11:00:00.000Z')
  })

  it('changes and a refundable deposit last through the whole of their last day in London', () => {
    expect(changesCloseAfter('2027-07-20', 7)).toBe('2027-07-13')
    expect(depositRefundableUntil('2027-07-20', 14)).toBe('2027-07-06')
    // 23:59 on the 13th in London is 22:59 UTC: still open; 00:01 on the 14th (23:01 UTC on the 13th) is closed.
    expect(onOrBefore(venueInstant('2027-07-13', '23:59'), '2027-07-13')).toBe(true)
    expect(onOrBefore(venueInstant('2027-07-14', '00:01'), '2027-07-13')).toBe(false)
    expect(onOrBefore(new Date('2027-07-13T23:01:00Z'), '2027-07-13')).toBe(false)
    expect(beforeParty(venueInstant('2027-07-20', '11:59'), party)).toBe(true)
    expect(beforeParty(venueInstant('2027-07-20', '12:00'), party)).toBe(false)
  })

  it('the terms state the numbers the code enforces', () => {
    const text = cancellationTermsText({ ...DEFAULT_PARTY_SETTINGS, depositRefundableDaysBefore: 10, changesCloseDaysBefore: 5 })
    expect(text).toContain('at least 10 days before')
    expect(text).toContain('until 5 days before')
    expect(text).not.toContain('{')
  })
})

describe('the party page’s signed link', () => {
  const secret = 'a-secret-for-tests'

  it('opens its own party until 60 days after it', () => {
    const token = partyToken(secret, 42, '2027-07-20')
    expect(verifyPartyToken(secret, token, '2027-07-01')).toEqual({ status: 'valid', partyId: 42 })
    expect(verifyPartyToken(secret, token, '2027-09-18')).toEqual({ status: 'valid', partyId: 42 })
    expect(verifyPartyToken(secret, token, '2027-09-19')).toEqual({ status: 'expired', partyId: 42 })
  })

  it('refuses a forged signature, another party’s id, a later last day, another secret and junk', () => {
    const token = partyToken(secret, 42, '2027-07-20')
    const [id, lastDay, signature] = token.split('.')
    expect(verifyPartyToken(secret, `43.${lastDay}.${signature}`, '2027-07-01').status).toBe('invalid')
    expect(verifyPartyToken(secret, `${id}.20991231.${signature}`, '2027-07-01').status).toBe('invalid')
    expect(verifyPartyToken('another-secret', token, '2027-07-01').status).toBe('invalid')
    expect(verifyPartyToken(secret, `${token}x`, '2027-07-01').status).toBe('invalid')
    expect(verifyPartyToken(secret, '', '2027-07-01').status).toBe('invalid')
  })
})

describe('party reminders', () => {
  const party = { date: '2027-07-20', bookedOn: '2027-06-01' }

  it('the week reminder from 9:00 a week before until two days before, for a party booked before that week', () => {
    expect(reminderDue('week', party, '2027-07-13', 8)).toBe(false)
    expect(reminderDue('week', party, '2027-07-13', 9)).toBe(true)
    expect(reminderDue('week', party, '2027-07-13', 23)).toBe(true)
    expect(reminderDue('week', party, '2027-07-18', 10)).toBe(true)
    expect(reminderDue('week', party, '2027-07-19', 10)).toBe(false)
    expect(reminderDue('week', party, '2027-07-12', 10)).toBe(false)
    // Booked within the week: its confirmation was the reminder.
    expect(reminderDue('week', { ...party, bookedOn: '2027-07-14' }, '2027-07-15', 10)).toBe(false)
  })

  it('the day-before reminder on the day before only, from 9:00', () => {
    expect(reminderDue('day', party, '2027-07-19', 8)).toBe(false)
    expect(reminderDue('day', party, '2027-07-19', 9)).toBe(true)
    expect(reminderDue('day', party, '2027-07-19', 21)).toBe(true)
    expect(reminderDue('day', party, '2027-07-20', 10)).toBe(false)
    expect(reminderDue('day', party, '2027-07-18', 10)).toBe(false)
  })
})
