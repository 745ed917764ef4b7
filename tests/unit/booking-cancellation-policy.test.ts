import { describe, expect, it } from 'vitest'
import { cancellationDeadline, customerCancellationTerms } from '@plugins/booking/domain/cancellationPolicy'
import { manageToken, verifyManageToken } from '@plugins/booking/domain/manageToken'

const hours24 = { rule: 'hours_before_slot', hoursBefore: 24 } as const
const beforeDay = { rule: 'before_visit_day', hoursBefore: 24 } as const
const paid = (date: string, slotStart = '10:00') => ({ status: 'paid', date, slotStart, finalAmountPence: 2100 })

describe('cancellation deadline (venue time, across the clock changes)', () => {
  it('is 24 hours before the slot starts, in summer (BST) and winter (GMT)', () => {
    expect(cancellationDeadline('2026-07-04', '10:00', hours24).toISOString()).toBe('2026-07-03T09:00:00.000Z')
    expect(cancellationDeadline('2026-12-05', '10:00', hours24).toISOString()).toBe('2026-12-04T10:00:00.000Z')
  })

  it('counts real hours over the night the clocks go back', () => {
    // BST ends at 02:00 on 25 October 2026: the 09:30 GMT slot is 09:30Z, and 24 real hours
    // before it is 10:30 BST on the 24th on the venue's clock.
    expect(cancellationDeadline('2026-10-25', '09:30', hours24).toISOString()).toBe('2026-10-24T09:30:00.000Z')
  })

  it('is midnight at the start of the visit day under the same-day rule', () => {
    expect(cancellationDeadline('2026-07-04', '14:30', beforeDay).toISOString()).toBe('2026-07-03T23:00:00.000Z')
    expect(cancellationDeadline('2026-12-05', '14:30', beforeDay).toISOString()).toBe('2026-12-05T00:00:00.000Z')
  })

  it('follows the hours the manager sets', () => {
    expect(cancellationDeadline('2026-12-05', '10:00', { rule: 'hours_before_slot', hoursBefore: 48 }).toISOString()).toBe(
      '2026-12-03T10:00:00.000Z',
    )
    expect(cancellationDeadline('2026-12-05', '10:00', { rule: 'hours_before_slot', hoursBefore: 0 }).toISOString()).toBe(
      '2026-12-05T10:00:00.000Z',
    )
  })
})

describe('what a family may do with their booking', () => {
  it('refunds in full up to the deadline and not a moment after', () => {
    const justBefore = new Date('2026-12-04T09:59:59.999Z')
    const atDeadline = new Date('2026-12-04T10:00:00.000Z')
    expect(customerCancellationTerms(paid('2026-12-05'), hours24, justBefore)).toMatchObject({
      allowed: true,
      refundPence: 2100,
      reason: null,
    })
    const late = customerCancellationTerms(paid('2026-12-05'), hours24, atDeadline)
    expect(late).toMatchObject({ allowed: false, refundPence: 0 })
    expect(late.reason).toMatch(/free cancellation period/)
  })

  it('under the same-day rule, the evening before is still free and the morning of is not', () => {
    expect(customerCancellationTerms(paid('2026-12-05'), beforeDay, new Date('2026-12-04T21:00:00Z')).allowed).toBe(true)
    expect(customerCancellationTerms(paid('2026-12-05'), beforeDay, new Date('2026-12-05T07:00:00Z')).allowed).toBe(false)
  })

  it('cannot cancel twice, nor a visit already under way', () => {
    const now = new Date('2026-11-01T10:00:00Z')
    for (const status of ['cancelled', 'refunded'])
      expect(customerCancellationTerms({ ...paid('2026-12-05'), status }, hours24, now).reason).toMatch(/already been cancelled/)
    for (const status of ['checked_in', 'checked_out', 'expired'])
      expect(customerCancellationTerms({ ...paid('2026-12-05'), status }, hours24, now).allowed).toBe(false)
  })

  it('refunds nothing for an unpaid hold, but still lets it go', () => {
    expect(customerCancellationTerms({ ...paid('2026-12-05'), status: 'held' }, hours24, new Date('2026-11-01T10:00:00Z'))).toMatchObject({
      allowed: true,
      refundPence: 0,
    })
  })
})

describe('manage-booking links', () => {
  const secret = 'a-long-enough-test-secret'

  it('round-trips the booking id', () => {
    expect(verifyManageToken(secret, manageToken(secret, 42))).toBe(42)
  })

  it('refuses another booking’s signature, another secret, and anything malformed', () => {
    const token = manageToken(secret, 42)
    const signature = token.split('.')[1]
    expect(verifyManageToken(secret, `43.${signature}`)).toBeNull()
    expect(verifyManageToken('another-secret-value', token)).toBeNull()
    for (const bad of ['', '42', '42.', `042.${signature}`, `42.${signature}x`, `-1.${signature}`, `42.${signature!.slice(0, -1)}!`]) {
      expect(verifyManageToken(secret, bad)).toBeNull()
    }
  })
})
